import { Hono } from 'hono';
import { pingDatabase } from '../../areas/health/queries';
import type { AppEnv } from '../env';

export function healthRoutes(info: { database: 'pglite' | 'postgres'; version: string }) {
  const app = new Hono<AppEnv>();
  app.get('/health', async (c) => {
    const started = performance.now();
    try {
      await pingDatabase(c.var.deps.db);
      return c.json({
        status: 'ok',
        database: info.database,
        version: info.version,
        dbMs: Math.round(performance.now() - started),
      });
    } catch (err) {
      c.var.logger.error({ err }, 'health check failed');
      return c.json({ status: 'error', database: info.database, version: info.version }, 503);
    }
  });
  return app;
}
