import { Hono } from 'hono';
import { AnalyticsEvent, type AnalyticsReply } from '../../../schemas/analytics';
import type { Analytics } from '../../areas/analytics/analytics';
import { requireAdmin } from '../auth';
import type { AppEnv } from '../env';
import { jsonBody } from '../validate';

/** POST /api/analytics (001 §7 Event logging) and GET /api/analytics (the newest actions, for admins). */
export function analyticsRoutes(analytics: Analytics) {
  const app = new Hono<AppEnv>();

  app.post('/analytics', async (c) => {
    const entry = await jsonBody(c, AnalyticsEvent);
    const reply: AnalyticsReply = { stored: await analytics.log(c.var, entry) };
    return c.json(reply);
  });

  app.get('/analytics', requireAdmin, async (c) => c.json(await analytics.newest(c.var.event)));

  return app;
}
