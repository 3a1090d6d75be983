import { Hono } from 'hono';
import type { AwarenessReply } from '../../../schemas/program';
import { AwarenessWrite, HeartbeatRequest, WatchQuery, type WatchReply } from '../../../schemas/watch';
import type { Watch } from '../../areas/watch/watch';
import { actorOf } from '../actor';
import type { AppEnv } from '../env';
import { decode, jsonBody } from '../validate';

/**
 * Watch tracking (001 §7): POST /api/heartbeat counts a heartbeat, GET /api/heartbeat answers what is counted,
 * POST /api/awareness stores a check's outcome (GET /api/awareness is the program's read).
 */
export function watchRoutes(watch: Watch) {
  const app = new Hono<AppEnv>();
  app.post('/heartbeat', async (c) => {
    const beat = await jsonBody(c, HeartbeatRequest);
    const reply: WatchReply = await watch.heartbeat(actorOf(c), beat);
    return c.json(reply);
  });
  app.get('/heartbeat', async (c) => {
    const q = decode(WatchQuery, c.req.query(), 'query');
    const reply: WatchReply = await watch.watched(actorOf(c), q);
    c.header('Cache-Control', 'private, no-store');
    return c.json(reply);
  });
  app.post('/awareness', async (c) => {
    const body = await jsonBody(c, AwarenessWrite);
    const reply: AwarenessReply = await watch.writeAwareness(actorOf(c), body);
    return c.json(reply);
  });
  return app;
}
