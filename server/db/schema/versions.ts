import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { events } from './events';

/**
 * A content version per event and kind (`program`: program items and the event's configuration; `people`: the
 * public fields of users). Database triggers (migration 0002) bump it in the same transaction as every write,
 * whoever makes it, so one primary-key read tells whether a program or attendee snapshot is still current.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'program' | 'people'>().notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.kind] })],
);
