import { Forbidden } from '../../../schemas/errors';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { accessRefusal } from './complete';
import { listedItem } from './itemLookup';
import type { ProgramItems } from './programMemory';

export interface OpenSession {
  session: SessionItemDoc;
  /** The session with all its items. */
  items: readonly SessionItemDoc[];
}

/**
 * A session the user may open, by the access rules of the completion check (accessRefusal): 404 when unknown
 * or hidden from them, 403 with the reason when it is not open to them.
 */
export async function openSession(
  program: ProgramItems,
  event: EventRow,
  user: UserRow,
  sessionId: number,
): Promise<OpenSession> {
  const found = await listedItem(program, event.id, user, { session_id: sessionId });
  const refusal = accessRefusal(user, event, found.item, found.entities);
  if (refusal) throw new Forbidden({ message: refusal });
  return { session: found.item, items: found.entities };
}
