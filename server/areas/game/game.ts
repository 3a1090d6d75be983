import { Either, Schema } from 'effect';
import { isOn } from '../../../schemas/eventConfig';
import { GameConfigDoc, type GameReply } from '../../../schemas/game';
import { GameTask } from '../../../schemas/gameTask';
import type { Db } from '../../db/connect';
import type { EventRow } from '../events/queries';
import { gameTaskDocs } from './queries';

export type Game = ReturnType<typeof createGame>;

/** The event's game (002 §5 game gating): its configuration and tasks when gamification is on and configured. */
export function createGame(db: Db) {
  return {
    async forEvent(event: EventRow): Promise<GameReply> {
      const decoded = Schema.decodeUnknownEither(GameConfigDoc)(event.config.game_config, {
        onExcessProperty: 'ignore',
      });
      const enabled = isOn(event.config.gamification_enabled) && Either.isRight(decoded);
      if (!enabled || Either.isLeft(decoded)) return { config: null, tasks: [], completed: [] };
      const tasks = (await gameTaskDocs(db, event.id)).flatMap((doc) => {
        const task = Schema.decodeUnknownEither(GameTask)(doc, { onExcessProperty: 'ignore' });
        return Either.isRight(task) ? [task.right] : [];
      });
      return { config: decoded.right, tasks, completed: [] };
    },
  };
}
