import { Hono } from 'hono';
import { BoothPath, BoothQuery, DirectoryQuery } from '../../../schemas/exhibitorDirectory';
import type { Exhibitors } from '../../areas/exhibitors/exhibitors';
import { actorOf } from '../actor';
import type { AppEnv } from '../env';
import { decode } from '../validate';

/**
 * The exhibitor hall: GET /api/exhibitors[?hall=<id>] (a hall's directory) and
 * GET /api/exhibitors/{CompID}[?hall=<id>] (one booth, with its products and staff contacts).
 */
export function exhibitorRoutes(exhibitors: Exhibitors) {
  const app = new Hono<AppEnv>();
  app.get('/exhibitors', async (c) => {
    const { hall } = decode(DirectoryQuery, c.req.query(), 'query');
    return c.json(await exhibitors.directory(actorOf(c), hall ?? null));
  });
  app.get('/exhibitors/:id', async (c) => {
    const { id } = decode(BoothPath, c.req.param(), 'path');
    const { hall } = decode(BoothQuery, c.req.query(), 'query');
    return c.json(await exhibitors.booth(actorOf(c), hall ?? null, id));
  });
  return app;
}
