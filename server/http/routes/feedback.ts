import { Hono } from 'hono';
import { ClientEvent, type ClientLogReply } from '../../../schemas/clientLog';
import { FlagRequest, type FlagReply } from '../../../schemas/flag';
import type { Feedback } from '../../areas/feedback/feedback';
import type { AppEnv } from '../env';
import { jsonBody } from '../validate';

/** POST /api/client-log (menu clicks and other client events) and POST /api/flags (Report an Issue). */
export function feedbackRoutes(feedback: Feedback) {
  const app = new Hono<AppEnv>();

  app.post('/client-log', async (c) => {
    const entry = await jsonBody(c, ClientEvent);
    const stored = await feedback.log(c.var, entry);
    const reply: ClientLogReply = { stored };
    return c.json(reply);
  });

  app.post('/flags', async (c) => {
    const request = await jsonBody(c, FlagRequest);
    await feedback.flag(c.var, request);
    const reply: FlagReply = {
      success: true,
      header: 'Thank you',
      message: 'Your report was sent to the organisers.',
    };
    return c.json(reply);
  });

  return app;
}
