import { Hono } from 'hono';
import type { Health } from '../../areas/health/health';
import type { AppEnv } from '../env';

export function healthRoutes(health: Health) {
  const app = new Hono<AppEnv>();
  app.get('/health', async (c) => {
    const { ok, reply } = await health.check();
    return c.json(reply, ok ? 200 : 503);
  });
  return app;
}
