import { Hono } from 'hono';
import type { WallActivity } from '../../areas/wall/activity';
import { actorOf } from '../actor';
import type { AppEnv } from '../env';

/** The lobby's own reads (000 §2 Lobby): GET /api/lobby/activity, the newest wall activity the user may see. */
export function lobbyRoutes(activity: WallActivity) {
  const app = new Hono<AppEnv>();
  app.get('/lobby/activity', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ activity: await activity.newest(actorOf(c)) });
  });
  return app;
}
