import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './events';

/**
 * Who exported or erased whose personal data, and when: the people themselves or an admin on their request.
 * No foreign key to users: an erased account's entries are kept, pointing at its anonymous stand-in.
 */
export const dataRightsLog = pgTable(
  'data_rights_log',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    action: text('action').$type<'export' | 'delete'>().notNull(),
    actorUuid: text('actor_uuid').notNull(),
    subjectUuid: text('subject_uuid').notNull(),
    /** Done by an admin for the person (on their request) rather than by the person. */
    byAdmin: boolean('by_admin').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('data_rights_log_event_at').on(t.eventId, t.at)],
);
