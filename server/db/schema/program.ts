import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import { events } from './events';

/**
 * The program: one row per session, abstract or program item, the item kept whole as a JSON document (served
 * as is in program snapshots), with the columns that queries filter and sort on.
 */
export const programItems = pgTable(
  'program_items',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The item's `_id`. */
    id: text('id').notNull(),
    kind: text('kind').$type<SessionItemDoc['internal_type']>().notNull(),
    sessionId: integer('session_id').notNull(),
    /** session_type_id, as text. */
    type: text('type'),
    /** Epoch milliseconds; null for on-demand items. */
    start: bigint('start_ms', { mode: 'number' }),
    end: bigint('end_ms', { mode: 'number' }),
    doc: jsonb('doc').$type<SessionItemDoc>().notNull(),
    /** Counts changes of `doc` (a trigger, whoever writes): the SEQUENCE of the item in calendar feeds. */
    revision: integer('revision').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    index('program_items_event_start').on(t.eventId, t.start),
    index('program_items_event_session').on(t.eventId, t.sessionId),
    index('program_items_event_type').on(t.eventId, t.type),
  ],
);
