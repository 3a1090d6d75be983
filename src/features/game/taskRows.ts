import { GAME } from '../../../schemas/constants';
import type { GameReply } from '../../../schemas/game';

/** One row of My Tasks: how often the user did the task, the points that earned, and the points still open. */
export interface TaskRow {
  readonly id: string;
  readonly label: string;
  readonly group: string;
  readonly done: number;
  readonly earned: number;
  /** Points still to earn; null when the task has no limit (redeem_times -1). */
  readonly available: number | null;
}

/** My Tasks (002 §2: Task, Done, Earned, Available), in the order of the tasks, grouped as the game groups them. */
export function taskRows(game: GameReply): TaskRow[] {
  const rows = game.tasks.map((task): TaskRow => {
    const done = game.completed.find((c) => c.mongoTaskId === task._id)?.times_redeemed ?? 0;
    return {
      id: task._id,
      label: task.title ?? task.label,
      group: task.group,
      done,
      earned: done * task.points,
      available:
        task.redeem_times === GAME.UNLIMITED_REDEEM
          ? null
          : Math.max(0, task.redeem_times - done) * task.points,
    };
  });
  const groups = [...new Set(rows.map((r) => r.group))];
  return groups.flatMap((g) => rows.filter((r) => r.group === g));
}
