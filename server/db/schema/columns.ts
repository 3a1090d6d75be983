import { text } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/** The event and the user a personal row belongs to; both removed with their owner. */
export const userOwned = () => ({
  eventId: text('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  uuid: text('uuid')
    .notNull()
    .references(() => users.uuid, { onDelete: 'cascade' }),
});
