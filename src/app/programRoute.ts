/**
 * The addresses of the program area (000 §2): the list, a session, a session focused on one abstract or
 * program item (also reached from search results, with `/1`), and a session's presentation list.
 */
export const PROGRAM_PATH =
  /^\/main\/sessions(?:\/(?<first>[^/]+)(?:\/(?<second>[^/]+)(?:\/(?<third>[^/]+))?)?)?\/?$/;

export type ProgramRoute =
  | { readonly kind: 'list' }
  | {
      readonly kind: 'session';
      readonly sessionId: string;
      /** ab_id or program_id of the child item in focus. */
      readonly childId: string | null;
      readonly fromSearch: boolean;
    }
  | { readonly kind: 'presentations'; readonly sessionId: string }
  | { readonly kind: 'notFound' };

export function programRoute(params: {
  first?: string | undefined;
  second?: string | undefined;
  third?: string | undefined;
}): ProgramRoute {
  const { first, second, third } = params;
  if (first === undefined) return { kind: 'list' };
  if (first === 'presentations' && second !== undefined)
    return third === undefined ? { kind: 'presentations', sessionId: second } : { kind: 'notFound' };
  if (third !== undefined && third !== '1') return { kind: 'notFound' };
  return { kind: 'session', sessionId: first, childId: second ?? null, fromSearch: third === '1' };
}
