import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../env';

export function healthRoutes(info: { database: 'pglite' | 'postgres'; version: string }) {
  const app = new Hono<AppEnv>();
  app.get('/health', async (c) => {
    const started = performance.now();
    try {
      await c.var.deps.db.execute(sql`select 1`);
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
