import { Option, Schema } from 'effect';
import { ChildIdParam, type SessionId, SessionIdParam } from '../../schemas/ids';

/**
 * The addresses of the program area (000 §2): the list, a session, a session focused on one abstract or
 * program item (also reached from search results, with `/1`), and a session's presentation list.
 */
export const PROGRAM_PATH =
  /^\/main\/sessions(?:\/(?<first>[^/]+)(?:\/(?<second>[^/]+)(?:\/(?<third>[^/]+))?)?)?\/?$/;

/** An id of the address, decoded once here; an address whose ids are not ids is not found. */
const idOf = <A>(schema: Schema.Schema<A, string>, text: string): A | null =>
  Option.getOrNull(Schema.decodeUnknownOption(schema)(text));

export type ProgramRoute =
  | { readonly kind: 'list' }
  | {
      readonly kind: 'session';
      readonly sessionId: SessionId;
      /** ab_id or program_id of the child item in focus. */
      readonly childId: number | null;
      readonly fromSearch: boolean;
    }
  | { readonly kind: 'presentations'; readonly sessionId: SessionId }
  /** The presenter view of a session's pinned question (/main/sessions/presenter/{id}). */
  | { readonly kind: 'presenter'; readonly sessionId: SessionId }
  | { readonly kind: 'notFound' };

export function programRoute(params: {
  first?: string | undefined;
  second?: string | undefined;
  third?: string | undefined;
}): ProgramRoute {
  const { first, second, third } = params;
  if (first === undefined) return { kind: 'list' };
  if ((first === 'presentations' || first === 'presenter') && second !== undefined) {
    const sessionId = idOf(SessionIdParam, second);
    return third === undefined && sessionId !== null ? { kind: first, sessionId } : { kind: 'notFound' };
  }
  if (third !== undefined && third !== '1') return { kind: 'notFound' };
  const sessionId = idOf(SessionIdParam, first);
  const childId = second === undefined ? null : idOf(ChildIdParam, second);
  if (sessionId === null || (second !== undefined && childId === null)) return { kind: 'notFound' };
  return { kind: 'session', sessionId, childId, fromSearch: third === '1' };
}
