import type { Db } from '../../db/connect';
import { findUsers, toContact, type UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { isListedAttendee } from '../program/build';

export type Contacts = ReturnType<typeof createContacts>;

/** Contact cards of an event's people, as a signed-in user of the event may see them. */
export function createContacts(db: Db) {
  return {
    async cardsOf({ event, user }: { event: EventRow; user: UserRow }, uuids: readonly string[]) {
      const rows = await findUsers(db, event.id, [...new Set(uuids)]);
      // Hidden people (ghosts, badge -1) are no one's contact but their own.
      const shown = rows.filter((u) => u.uuid === user.uuid || isListedAttendee(u));
      return shown.map(toContact);
    },
  };
}
