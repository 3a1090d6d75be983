import { and, count, eq } from 'drizzle-orm';
import { toEpochMs } from '../../../schemas/eventConfig';
import type { CompletedTaskDoc, GameConfigDoc } from '../../../schemas/game';
import type { GameTask, GameTaskKind } from '../../../schemas/gameTask';
import type { Db } from '../../db/connect';
import { gameTaskCompletions } from '../../db/schema';
import type { EventRow } from '../events/queries';
import { eventGame } from './eventGame';

/** What a user did that may complete tasks: the kind of action and the item it was done on, when one. */
export interface TaskAction {
  readonly kind: GameTaskKind;
  /** The item (a lounge, a session, an ad's address...); associated tasks match it by their model_id. */
  readonly itemId?: string;
}

const isRunning = (config: GameConfigDoc, now: number) => {
  const start = toEpochMs(config.start_timestamp);
  const end = toEpochMs(config.end_timestamp);
  return (start === null || start <= now) && (end === null || now <= end);
};

const matches = (task: GameTask, action: TaskAction) =>
  task.taskId === action.kind &&
  (task.type === 'static' || (action.itemId !== undefined && String(task.model_id) === action.itemId));

/**
 * Records the tasks an action completes for a user (002 §4 'Game points granted only if...'): when the event's
 * game is on and running, for each matching task whose redemptions are not used up, once per task and item (a
 * second call for the same item records nothing). Answers the ids of the tasks newly completed.
 */
export async function completeTask(
  db: Db,
  now: number,
  event: EventRow,
  uuid: string,
  action: TaskAction,
): Promise<string[]> {
  const game = await eventGame(db, event);
  if (!game || !isRunning(game.config, now)) return [];
  const done: string[] = [];
  for (const task of game.tasks.filter((t) => matches(t, action))) {
    const mine = and(
      eq(gameTaskCompletions.eventId, event.id),
      eq(gameTaskCompletions.uuid, uuid),
      eq(gameTaskCompletions.taskId, task._id),
    );
    if (task.redeem_times !== -1) {
      const [row] = await db.select({ n: count() }).from(gameTaskCompletions).where(mine);
      if ((row?.n ?? 0) >= task.redeem_times) continue;
    }
    const inserted = await db
      .insert(gameTaskCompletions)
      .values({
        eventId: event.id,
        uuid,
        taskId: task._id,
        doneId: action.itemId ?? '',
        points: task.points,
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ taskId: gameTaskCompletions.taskId });
    if (inserted.length > 0) done.push(task._id);
  }
  return done;
}

/** The user's completed tasks as the game reads them (002 §3 tasksCompleted). */
export async function completedTasks(db: Db, eventId: string, uuid: string): Promise<CompletedTaskDoc[]> {
  const rows = await db
    .select({ taskId: gameTaskCompletions.taskId, doneId: gameTaskCompletions.doneId })
    .from(gameTaskCompletions)
    .where(and(eq(gameTaskCompletions.eventId, eventId), eq(gameTaskCompletions.uuid, uuid)))
    .orderBy(gameTaskCompletions.createdAt);
  const byTask = new Map<string, string[]>();
  for (const r of rows) byTask.set(r.taskId, [...(byTask.get(r.taskId) ?? []), r.doneId]);
  return [...byTask].map(([mongoTaskId, doneIds]) => ({
    mongoTaskId,
    times_redeemed: doneIds.length,
    doneIds: doneIds.filter((d) => d !== ''),
  }));
}

export type GameTasks = ReturnType<typeof createGameTasks>;

/** Completing game tasks, for any area: `complete(event, uuid, { kind, itemId })`. */
export function createGameTasks(db: Db, clock: { now(): number }) {
  return {
    complete: (event: EventRow, uuid: string, action: TaskAction) =>
      completeTask(db, clock.now(), event, uuid, action),
  };
}
