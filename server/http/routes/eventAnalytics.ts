import { Hono } from 'hono';
import { AnalyticsSessionParams, AnalyticsTableParams } from '../../../schemas/eventAnalytics';
import type { EventAnalytics } from '../../areas/analytics/eventAnalytics';
import { requireAdmin } from '../auth';
import { csvReply } from '../csvReply';
import type { AppEnv } from '../env';
import { decode } from '../validate';

/**
 * The organisers' analytics (admins only): GET /api/admin/analytics (every figure of the dashboard),
 * GET /api/admin/analytics/sessions/:sessionId (a session's figures and viewers over time), and each table as
 * CSV: /api/admin/analytics/:table.csv and /api/admin/analytics/sessions/:sessionId/viewers.csv.
 */
export function eventAnalyticsRoutes(analytics: EventAnalytics) {
  const app = new Hono<AppEnv>();
  app.use('/admin/analytics', requireAdmin);
  app.use('/admin/analytics/*', requireAdmin);
  app.get('/admin/analytics', async (c) => c.json(await analytics.overview(c.var.event)));
  app.get('/admin/analytics/sessions/:sessionId', async (c) => {
    const { sessionId } = decode(AnalyticsSessionParams, c.req.param(), 'session');
    return c.json(await analytics.session(c.var.event, sessionId));
  });
  app.get('/admin/analytics/sessions/:sessionId/viewers.csv', async (c) => {
    const { sessionId } = decode(AnalyticsSessionParams, c.req.param(), 'session');
    return csvReply(
      c,
      `session-${sessionId}-viewers.csv`,
      await analytics.viewersTable(c.var.event, sessionId),
    );
  });
  app.get('/admin/analytics/:file{[a-z-]+\\.csv}', async (c) => {
    const { table } = decode(AnalyticsTableParams, { table: c.req.param('file').slice(0, -4) }, 'table');
    return csvReply(c, `${table}.csv`, await analytics.table(c.var.event, table));
  });
  return app;
}
