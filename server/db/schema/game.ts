import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
 * Game tasks a user completed (002 §3 tasksCompleted): one row per task and item done (`done_id`, '' for an
 * action on no particular item), so recording the same completion twice keeps one row.
 */
export const gameTaskCompletions = pgTable(
  'game_task_completions',
  {
    ...userOwned(),
    taskId: text('task_id').notNull(),
    doneId: text('done_id').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.uuid, t.taskId, t.doneId] })],
);
