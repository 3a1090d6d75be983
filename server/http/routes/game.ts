import { Hono } from 'hono';
import {
  GameActionRequest,
  type GameActionReply,
  type GameReply,
  type LeaderboardReply,
} from '../../../schemas/game';
import type { Game } from '../../areas/game/game';
import { actorOf } from '../actor';
import type { AppEnv } from '../env';
import { jsonBody } from '../validate';

/**
 * GET /api/game: what the menu's Game entry and the game page need (with the user's points);
 * GET /api/game/leaderboard: the top 10 and the user's place; POST /api/game/actions: an action only the
 * browser sees (a custom menu entry, a poster, a booth's media or video room), for the tasks it completes.
 */
export function gameRoutes(game: Game) {
  const app = new Hono<AppEnv>();
  app.get('/game', async (c) => {
    const reply: GameReply = await game.forEvent(c.var.event, c.var.user.uuid);
    c.header('Cache-Control', 'private, no-store');
    return c.json(reply);
  });
  app.get('/game/leaderboard', async (c) => {
    const reply: LeaderboardReply = await game.leaderboard(actorOf(c));
    c.header('Cache-Control', 'private, no-store');
    return c.json(reply);
  });
  app.post('/game/actions', async (c) => {
    const action = await jsonBody(c, GameActionRequest);
    const reply: GameActionReply = await game.act(actorOf(c), action);
    return c.json(reply);
  });
  return app;
}
