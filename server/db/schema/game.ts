import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GameTaskDoc } from '../../../schemas/gameTask';
import { userOwned } from './columns';
import { events } from './events';

/** The game's tasks of an event, each kept whole as a JSON document. */
export const gameTasks = pgTable(
  'game_tasks',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    doc: jsonb('doc').$type<GameTaskDoc>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);

/**
 * Game tasks a user completed (002 §3 tasksCompleted): one row per redemption, numbered 1, 2... per user and
 * task (`redemption`), on the item it was done on (`done_id`, '' for none). The numbering key and, for a static
 * task done on an item (`once`), the item key keep two simultaneous completions from both counting.
 */
export const gameTaskCompletions = pgTable(
  'game_task_completions',
  {
    ...userOwned(),
    taskId: text('task_id').notNull(),
    redemption: integer('redemption').notNull(),
    doneId: text('done_id').notNull(),
    once: boolean('once').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.uuid, t.taskId, t.redemption] }),
    uniqueIndex('game_task_completions_once').on(t.eventId, t.uuid, t.taskId, t.doneId).where(sql`${t.once}`),
  ],
);

/** A user's points in an event's game (the latest points), and when they reached them: the leaderboard. */
export const gameScores = pgTable(
  'game_scores',
  {
    ...userOwned(),
    points: integer('points').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.uuid] }),
    index('game_scores_rank').on(t.eventId, t.points.desc(), t.reachedAt),
  ],
);
