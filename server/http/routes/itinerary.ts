import { Hono } from 'hono';
import { type Itinerary, ITINERARY_FILE } from '../../areas/itinerary/itinerary';
import { actorOf } from '../actor';
import { refuseBody } from '../bodyLimits';
import type { AppEnv } from '../env';

/** The itinerary's calendar: GET /api/itinerary.ics downloads it, POST /api/itinerary/email mails it to me. */
export function itineraryRoutes(itinerary: Itinerary) {
  const app = new Hono<AppEnv>();
  app.get('/itinerary.ics', async (c) => {
    const body = await itinerary.calendar(actorOf(c));
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${ITINERARY_FILE}"`,
      'cache-control': 'no-store',
    });
  });
  app.post('/itinerary/email', refuseBody, async (c) => {
    await itinerary.email(actorOf(c));
    return c.json({ success: true, message: 'Invitation Sent.' });
  });
  return app;
}
