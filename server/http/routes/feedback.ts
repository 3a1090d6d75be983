import { Hono } from 'hono';
import { ClientEvent, type ClientLogReply } from '../../../schemas/clientLog';
import { FlagRequest, type FlagReply } from '../../../schemas/flag';
import { flagEntity, logClientEvent } from '../../areas/feedback/feedback';
import type { AppEnv } from '../env';
import { jsonBody } from '../validate';

/** POST /api/client-log (menu clicks and other client events) and POST /api/flags (Report an Issue). */
export function feedbackRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/client-log', async (c) => {
    const entry = await jsonBody(c, ClientEvent);
    const { db, clock } = c.var.deps;
    const stored = await logClientEvent(db, clock.now(), c.var.event, c.var.user, entry);
    const reply: ClientLogReply = { stored };
    return c.json(reply);
  });

  app.post('/flags', async (c) => {
    const request = await jsonBody(c, FlagRequest);
    const { db, clock } = c.var.deps;
    await flagEntity(db, clock.now(), c.var.event, c.var.user, request);
    const reply: FlagReply = {
      success: true,
      header: 'Thank you',
      message: 'Your report was sent to the organisers.',
    };
    return c.json(reply);
  });

  return app;
}
