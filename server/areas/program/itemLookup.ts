import { NotFound } from '../../../schemas/errors';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { UserRow } from '../auth/users';
import { mayOpen } from './access';
import { isHiddenFromPublic } from './build';
import type { ProgramItems } from './programMemory';

/** Exactly one of them, as the filter call's query gives it. */
export type ItemSelector = { session_id?: number; ab_id?: number; program_id?: number };

export interface FoundItem {
  /** The session's items the call reads: the session with all its items, or an item with its session. */
  entities: readonly SessionItemDoc[];
  sessionId: number;
  /** The item the selector names. */
  item: SessionItemDoc;
}

/** A session's items as one call reads them: the session itself, or an abstract or program item with its session. */
export async function itemsOf(program: ProgramItems, eventId: string, q: ItemSelector): Promise<FoundItem> {
  if (q.session_id !== undefined) {
    const entities = await program.sessionDocs(eventId, q.session_id);
    const item = entities.find((d) => d.internal_type === 'session');
    if (!item) throw new NotFound({ message: 'Session not found' });
    return { entities, sessionId: q.session_id, item };
  }
  const kind = q.ab_id !== undefined ? 'abstract' : 'program';
  const id = (q.ab_id ?? q.program_id) as number;
  const item = await program.childItem(eventId, kind, id);
  if (!item)
    throw new NotFound({
      message: kind === 'abstract' ? 'Abstract not found' : 'Program item not found',
    });
  const parent = (await program.sessionDocs(eventId, item.session_id)).find(
    (d) => d.internal_type === 'session',
  );
  return { entities: parent ? [parent, item] : [item], sessionId: item.session_id, item };
}

/**
 * An item as this user may know of it: listed publicly, or hidden from public lists but open to them (admins,
 * their access array, its authors and chairs). A hidden item is not found, so that its existence does not leak.
 */
export async function listedItem(
  program: ProgramItems,
  eventId: string,
  user: UserRow,
  q: ItemSelector,
): Promise<FoundItem> {
  const found = await itemsOf(program, eventId, q);
  const session = found.entities.find((d) => d.internal_type === 'session');
  if (isHiddenFromPublic(found.item, session) && !mayOpen(user, found.sessionId, found.entities))
    throw new NotFound({ message: notFoundText(q) });
  return found;
}

const notFoundText = (q: ItemSelector) =>
  q.session_id !== undefined
    ? 'Session not found'
    : q.ab_id !== undefined
      ? 'Abstract not found'
      : 'Program item not found';
