import { Either, Schema } from 'effect';
import { isOn } from '../../../schemas/eventConfig';
import { GameConfigDoc } from '../../../schemas/game';
import { GameTask } from '../../../schemas/gameTask';
import type { Db } from '../../db/connect';
import { sanitizePageHtml } from '../customScreens/sanitize';
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
  return { config: withSafeHtml(decoded.right), tasks };
}

/** The organisers' texts of the Prizes and Leaderboard tabs, sanitised as every page's HTML is. */
function withSafeHtml(config: GameConfigDoc): GameConfigDoc {
  const safe = <T extends { editorHtml?: string }>(part: T | undefined): T | undefined =>
    part?.editorHtml === undefined ? part : { ...part, editorHtml: sanitizePageHtml(part.editorHtml) };
  const prizes = safe(config.prize_config);
  const leaderboard = safe(config.general_config?.leaderboard);
  return {
    ...config,
    ...(prizes ? { prize_config: prizes } : {}),
    ...(config.general_config
      ? { general_config: { ...config.general_config, ...(leaderboard ? { leaderboard } : {}) } }
      : {}),
  };
}
