import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userOwned } from './columns';

/** A user's note on a session, or on one of its abstracts or program items (000 §3 Note). */
export const notes = pgTable(
  'notes',
  {
    ...userOwned(),
    sessionId: integer('session_id').notNull(),
    /** '' for the session itself, `abstract:{ab_id}` or `program:{program_id}` for a child item. */
    itemKey: text('item_key').notNull().default(''),
    anchor: text('anchor').notNull().default(''),
    anchorHash: text('anchor_hash').notNull().default(''),
    note: text('note').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uuid, t.sessionId, t.itemKey] })],
);
