import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { UserRow } from '../auth/users';

export type PersonDoc = NonNullable<SessionItemDoc['author_array']>[number];

/** Whether the user is an author or chair of one of the items. */
export const isPersonOf = (uuid: string, docs: readonly (SessionItemDoc | undefined)[]) =>
  docs.some(
    (d) =>
      d !== undefined &&
      [...(d.author_array ?? []), ...(d.session_chair_array ?? [])].some((p) => p.uuid === uuid),
  );

/**
 * Who may open a session and its items (000 §5, §6): admins, users whose session_access_array holds the
 * session id, and the authors and chairs of the session or of the item.
 */
export function mayOpen(user: UserRow, sessionId: number, docs: readonly (SessionItemDoc | undefined)[]) {
  return user.isAdmin || user.sessionAccess.includes(sessionId) || isPersonOf(user.uuid, docs);
}
