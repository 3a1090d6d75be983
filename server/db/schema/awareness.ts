import { bigint, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userOwned } from './columns';

/**
 * Awareness-check outcomes (001 §3): one row per check of a user on an item's on-demand video; the first outcome
 * of a check stands, which the unique key guarantees (it also serves the reads, by its leading columns).
 */
export const awarenessChecks = pgTable(
  'awareness_checks',
  {
    id: serial('id').primaryKey(),
    ...userOwned(),
    /** session, abstract or program. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** ondemand (the only kind the client reads). */
    type: text('type').notNull().default('ondemand'),
    sequence: integer('sequence').notNull(),
    outcome: text('outcome').$type<'pass' | 'fail'>().notNull(),
    /** Epoch milliseconds. */
    checkTime: bigint('check_time', { mode: 'number' }),
    outcomeTime: bigint('outcome_time', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('awareness_checks_once').on(t.eventId, t.uuid, t.entityType, t.entityId, t.type, t.sequence),
  ],
);
