import { Hono } from 'hono';
import type { GameReply } from '../../../schemas/game';
import type { Game } from '../../areas/game/game';
import type { AppEnv } from '../env';

/** GET /api/game: what the menu's Game entry and the game page need. */
export function gameRoutes(game: Game) {
  const app = new Hono<AppEnv>();
  app.get('/game', async (c) => {
    const reply: GameReply = await game.forEvent(c.var.event, c.var.user.uuid);
    return c.json(reply);
  });
  return app;
}
