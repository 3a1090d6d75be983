import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { userOwned } from './columns';
import { events } from './events';

/** Live polls of a session, kept with the session (by event and session id) after it ends. */
export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').notNull(),
    question: text('question').notNull(),
    /** single or multiple. */
    kind: text('kind').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    /** draft, open, closed or results_shown. */
    status: text('status').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('polls_session_idx').on(t.eventId, t.sessionId)],
);

/**
 * One row per voter and poll: the primary key makes a second vote replace the first (an upsert), so that
 * however many arrive at once, each voter counts once.
 */
export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    ...userOwned(),
    /** The chosen option indexes. */
    choices: integer('choices').array().notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.uuid] })],
);
