import { Hono } from 'hono';
import { Schema } from 'effect';
import { IntIdParam } from '../../../schemas/input';
import { MeetingHallQuery, MeetingRequest, TimeslotsQuery } from '../../../schemas/meeting';
import type { Meetings } from '../../areas/exhibitors/meetings';
import { actorOf } from '../actor';
import type { AppEnv } from '../env';
import { decode, jsonBody } from '../validate';

const Params = Schema.Struct({ CompID: IntIdParam('CompID') });

/**
 * Meeting booking at a booth: GET /api/exhibitors/{CompID}/timeslots (free slots, ?contact=&day=) and
 * POST /api/exhibitors/{CompID}/meetings {timeslot_id, note}; both take the booth's hall (?hall=).
 */
export function meetingRoutes(meetings: Meetings) {
  const app = new Hono<AppEnv>();
  app.get('/exhibitors/:CompID/timeslots', async (c) => {
    const { CompID } = decode(Params, c.req.param(), 'exhibitor');
    const query = decode(TimeslotsQuery, c.req.query(), 'query');
    return c.json(await meetings.timeslots(actorOf(c), CompID, query));
  });
  app.post('/exhibitors/:CompID/meetings', async (c) => {
    const { CompID } = decode(Params, c.req.param(), 'exhibitor');
    const { hall } = decode(MeetingHallQuery, c.req.query(), 'query');
    const body = await jsonBody(c, MeetingRequest);
    return c.json(await meetings.book(actorOf(c), CompID, body, hall ?? null));
  });
  return app;
}
