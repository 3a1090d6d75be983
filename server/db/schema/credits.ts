import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userOwned } from './columns';

/** The credit types a user chose for a session (000 §7 assign_credit_type): credit_num_select values. */
export const creditChoices = pgTable(
  'credit_choices',
  {
    ...userOwned(),
    sessionId: integer('session_id').notNull(),
    chosen: jsonb('chosen').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uuid, t.sessionId] })],
);

/**
 * Credits a user earned by submitting a session's evaluation: one row per credit type, with the value the
 * session offered then (in hundredths, so sums stay exact) and the name of the type then.
 */
export const earnedCredits = pgTable(
  'earned_credits',
  {
    ...userOwned(),
    sessionId: integer('session_id').notNull(),
    creditNumSelect: text('credit_num_select').notNull(),
    creditName: text('credit_name').notNull(),
    hundredths: integer('hundredths').notNull(),
    /** Epoch milliseconds. */
    earnedAt: bigint('earned_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.uuid, t.sessionId, t.creditNumSelect] }),
    index('earned_credits_event').on(t.eventId, t.uuid),
  ],
);
