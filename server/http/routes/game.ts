import { Either, Schema } from 'effect';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { isOn } from '../../../schemas/eventConfig';
import { GameConfigDoc, type GameReply } from '../../../schemas/game';
import { GameTask } from '../../../schemas/gameTask';
import { gameTasks } from '../../db/schema';
import type { AppEnv } from '../env';

/** GET /api/game: what the menu's Game entry and the game page need (002 §5 game gating). */
export function gameRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/game', async (c) => {
    const { event } = c.var;
    const decoded = Schema.decodeUnknownEither(GameConfigDoc)(event.config.game_config, {
      onExcessProperty: 'ignore',
    });
    const enabled = isOn(event.config.gamification_enabled) && Either.isRight(decoded);
    if (!enabled || Either.isLeft(decoded)) {
      const reply: GameReply = { config: null, tasks: [], completed: [] };
      return c.json(reply);
    }
    const rows = await c.var.deps.db.select().from(gameTasks).where(eq(gameTasks.eventId, event.id));
    const tasks = rows.flatMap((r) => {
      const task = Schema.decodeUnknownEither(GameTask)(r.doc, { onExcessProperty: 'ignore' });
      return Either.isRight(task) ? [task.right] : [];
    });
    const reply: GameReply = { config: decoded.right, tasks, completed: [] };
    return c.json(reply);
  });
  return app;
}
