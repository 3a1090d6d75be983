import type { GameReply } from '../../../schemas/game';
import type { Db } from '../../db/connect';
import type { EventRow } from '../events/queries';
import { eventGame } from './eventGame';
import { completedTasks } from './tasks';

export type Game = ReturnType<typeof createGame>;

/** The event's game (002 §5 game gating): its configuration, its tasks and what this user completed. */
export function createGame(db: Db) {
  return {
    async forEvent(event: EventRow, uuid: string): Promise<GameReply> {
      const game = await eventGame(db, event);
      if (!game) return { config: null, tasks: [], completed: [] };
      return { ...game, completed: await completedTasks(db, event.id, uuid) };
    },
  };
}
