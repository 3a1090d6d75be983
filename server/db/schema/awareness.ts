import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { userOwned } from './columns';

/** Awareness-check outcomes (001 §3): one row per check of a user on an item's on-demand video. */
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
  (t) => [index('awareness_checks_lookup').on(t.eventId, t.uuid, t.entityType, t.entityId, t.type)],
);
