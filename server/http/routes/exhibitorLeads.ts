import { Hono } from 'hono';
import { LeadsPath, leadsFileName } from '../../../schemas/exhibitorLeads';
import type { Leads } from '../../areas/exhibitors/leads';
import { actorOf } from '../actor';
import { csvReply } from '../csvReply';
import type { AppEnv } from '../env';
import { decode } from '../validate';

/**
 * An exhibitor's leads, for its staff and admins (403 to anyone else, 404 for an unknown company):
 * GET /api/exhibitors/{CompID}/leads (JSON) and GET /api/exhibitors/{CompID}/leads.csv (a download).
 */
export function exhibitorLeadRoutes(leads: Leads) {
  const app = new Hono<AppEnv>();
  app.get('/exhibitors/:compId/leads', async (c) => {
    const { compId } = decode(LeadsPath, c.req.param(), 'path');
    c.header('Cache-Control', 'private, no-store');
    return c.json(await leads.leads(actorOf(c), compId));
  });
  app.get('/exhibitors/:compId/leads.csv', async (c) => {
    const { compId } = decode(LeadsPath, c.req.param(), 'path');
    return csvReply(c, leadsFileName(compId), await leads.csv(actorOf(c), compId));
  });
  return app;
}
