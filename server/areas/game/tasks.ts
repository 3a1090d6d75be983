import { and, eq, sql } from 'drizzle-orm';
import type { CompletedTaskDoc } from '../../../schemas/game';
import {
  type GamePlayer,
  type GameRuleProgress,
  gameRuleConfig,
  type PointsRefusal,
  pointsRefusal,
} from '../../../schemas/gameRules';
import type { GameTask, GameTaskKind } from '../../../schemas/gameTask';
import type { Db } from '../../db/connect';
import { gameScores, gameTaskCompletions, users } from '../../db/schema';
import type { EventRow } from '../events/queries';
import { eventGame } from './eventGame';

/** What a user did that may complete tasks: the kind of action and the item it was done on, when one. */
export interface TaskAction {
  readonly kind: GameTaskKind;
  /** The item (a lounge, a session, an ad's address...); associated tasks match it by their model_id. */
  readonly itemId?: string;
}

/** Who did it: the rules read the badges and the admin flag (admins bypass qualification, not badge -1). */
export interface TaskPlayer extends GamePlayer {
  readonly uuid: string;
}

/** What an action earned: each matching task's refusal (null: redeemed), the points earned, the user's total. */
export interface TaskOutcome {
  /** One entry per matching task; one entry without a task when the game is off or no task matches. */
  readonly tasks: readonly { readonly taskId: string | null; readonly refusal: PointsRefusal | null }[];
  readonly earned: number;
  /** The user's points after the action (002 §3 latest points) when it earned some; null: not read. */
  readonly points: number | null;
}

const matches = (task: GameTask, action: TaskAction) =>
  task.taskId === action.kind &&
  (task.type === 'static' || (action.itemId !== undefined && String(task.model_id) === action.itemId));

/** The user's points in the event's game (0 before any). */
export async function pointsOf(db: Db, eventId: string, uuid: string): Promise<number> {
  const [row] = await db
    .select({ points: gameScores.points })
    .from(gameScores)
    .where(and(eq(gameScores.eventId, eventId), eq(gameScores.uuid, uuid)));
  return row?.points ?? 0;
}

/**
 * Grants the points of every task an action completes (002 §5 'Game points granted only if...', the rules of
 * schemas/gameRules that the gameEligibility machine applies too). The period and the player's badges are
 * checked first, with no write; then, in one transaction holding the user's row, each task's redemptions and
 * items done are read, a redemption row is added (numbered, so two simultaneous actions cannot both take the
 * last redemption, and once per item for a static task) and the user's points grow by what was earned.
 */
export async function completeTask(
  db: Db,
  now: number,
  event: EventRow,
  player: TaskPlayer,
  action: TaskAction,
): Promise<TaskOutcome> {
  const game = await eventGame(db, event);
  const refused = (refusal: PointsRefusal): TaskOutcome => ({
    tasks: [{ taskId: null, refusal }],
    earned: 0,
    points: null,
  });
  if (!game) return refused('notLoaded');
  const config = gameRuleConfig(game.config);
  const tasks = game.tasks.filter((t) => matches(t, action));
  if (tasks.length === 0) return refused('noTask');
  const attempt = { ...(action.itemId === undefined ? {} : { itemId: action.itemId }), now, player };
  // Refused whatever the user did before (outside the period, not taking part): no transaction needed.
  const early = tasks.map((task) => ({
    taskId: task._id,
    refusal: pointsRefusal(config, task, undefined, attempt),
  }));
  if (early.every((t) => t.refusal !== null)) {
    return { tasks: early, earned: 0, points: null };
  }

  return db.transaction(async (tx) => {
    await tx.select({ uuid: users.uuid }).from(users).where(eq(users.uuid, player.uuid)).for('update');
    const outcomes: { taskId: string; refusal: PointsRefusal | null }[] = [];
    let earned = 0;
    for (const task of tasks) {
      const rows = await tx
        .select({ doneId: gameTaskCompletions.doneId })
        .from(gameTaskCompletions)
        .where(
          and(
            eq(gameTaskCompletions.eventId, event.id),
            eq(gameTaskCompletions.uuid, player.uuid),
            eq(gameTaskCompletions.taskId, task._id),
          ),
        );
      const progress: GameRuleProgress = {
        times_redeemed: rows.length,
        doneIds: rows.map((r) => r.doneId).filter((d) => d !== ''),
      };
      const refusal = pointsRefusal(config, task, progress, attempt);
      if (refusal) {
        outcomes.push({ taskId: task._id, refusal });
        continue;
      }
      const inserted = await tx
        .insert(gameTaskCompletions)
        .values({
          eventId: event.id,
          uuid: player.uuid,
          taskId: task._id,
          redemption: rows.length + 1,
          doneId: action.itemId ?? '',
          once: task.type === 'static' && action.itemId !== undefined,
          points: task.points,
          createdAt: new Date(now),
        })
        .onConflictDoNothing()
        .returning({ taskId: gameTaskCompletions.taskId });
      // Only a completion the row lock did not hold back (another process's writer) lands here.
      if (inserted.length === 0) {
        outcomes.push({ taskId: task._id, refusal: 'alreadyDone' });
        continue;
      }
      outcomes.push({ taskId: task._id, refusal: null });
      earned += task.points;
    }
    if (earned === 0) return { tasks: outcomes, earned, points: null };
    const [score] = await tx
      .insert(gameScores)
      .values({ eventId: event.id, uuid: player.uuid, points: earned, reachedAt: new Date(now) })
      .onConflictDoUpdate({
        target: [gameScores.eventId, gameScores.uuid],
        set: { points: sql`${gameScores.points} + ${earned}`, reachedAt: new Date(now) },
      })
      .returning({ points: gameScores.points });
    return { tasks: outcomes, earned, points: score?.points ?? earned };
  });
}

/** The user's completed tasks as the game reads them (002 §3 tasksCompleted). */
export async function completedTasks(db: Db, eventId: string, uuid: string): Promise<CompletedTaskDoc[]> {
  const rows = await db
    .select({ taskId: gameTaskCompletions.taskId, doneId: gameTaskCompletions.doneId })
    .from(gameTaskCompletions)
    .where(and(eq(gameTaskCompletions.eventId, eventId), eq(gameTaskCompletions.uuid, uuid)))
    .orderBy(gameTaskCompletions.createdAt, gameTaskCompletions.redemption);
  const byTask = new Map<string, string[]>();
  for (const r of rows) byTask.set(r.taskId, [...(byTask.get(r.taskId) ?? []), r.doneId]);
  return [...byTask].map(([mongoTaskId, doneIds]) => ({
    mongoTaskId,
    times_redeemed: doneIds.length,
    doneIds: [...new Set(doneIds.filter((d) => d !== ''))],
  }));
}

export type GameTasks = ReturnType<typeof createGameTasks>;

/**
 * Completing game tasks, for any area: `complete(event, user, { kind, itemId })`. When points were earned,
 * `scored(event, player, earned)` hears it (the leaderboard's relay feed, the activity log).
 */
export function createGameTasks(
  db: Db,
  clock: { now(): number },
  scored: (event: EventRow, player: TaskPlayer, earned: number) => void = () => {},
) {
  return {
    async complete(event: EventRow, player: TaskPlayer, action: TaskAction): Promise<TaskOutcome> {
      const outcome = await completeTask(db, clock.now(), event, player, action);
      if (outcome.earned > 0) scored(event, player, outcome.earned);
      return outcome;
    },
  };
}

/** The wall's game hooks (001 §6): a post, a post with a picture, a reply, each counted on its own id. */
export function wallGameHooks(tasks: Pick<GameTasks, 'complete'>) {
  return {
    async posted(
      { event, user }: { event: EventRow; user: TaskPlayer },
      post: { id: string; withPicture: boolean },
    ) {
      await tasks.complete(event, user, { kind: 'MAKE_POST', itemId: post.id });
      if (post.withPicture)
        await tasks.complete(event, user, { kind: 'MAKE_POST_WITH_PICTURE', itemId: post.id });
    },
    async replied({ event, user }: { event: EventRow; user: TaskPlayer }, reply: { id: string }) {
      await tasks.complete(event, user, { kind: 'REPLY_POST', itemId: reply.id });
    },
  };
}
