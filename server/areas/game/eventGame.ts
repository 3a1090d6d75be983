import { Either, Schema } from 'effect';
import { isOn } from '../../../schemas/eventConfig';
import { GameConfigDoc } from '../../../schemas/game';
import { GameTask } from '../../../schemas/gameTask';
import type { Db } from '../../db/connect';
import type { EventRow } from '../events/queries';
import { gameTaskDocs } from './queries';

/** The event's game configuration and tasks when gamification is on and the game is configured; else null. */
export async function eventGame(
  db: Db,
  event: EventRow,
): Promise<{ config: GameConfigDoc; tasks: GameTask[] } | null> {
  const decoded = Schema.decodeUnknownEither(GameConfigDoc)(event.config.game_config, {
    onExcessProperty: 'ignore',
  });
  if (!isOn(event.config.gamification_enabled) || Either.isLeft(decoded)) return null;
  const tasks = (await gameTaskDocs(db, event.id)).flatMap((doc) => {
    const task = Schema.decodeUnknownEither(GameTask)(doc, { onExcessProperty: 'ignore' });
    return Either.isRight(task) ? [task.right] : [];
  });
  return { config: decoded.right, tasks };
}
