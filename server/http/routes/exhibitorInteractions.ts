import { Hono } from 'hono';
import { InteractionPath, InteractionRequest } from '../../../schemas/exhibitorInteraction';
import type { BoothInteractions } from '../../areas/exhibitors/interactions';
import { refuseWhenClosed } from '../closing';
import type { AppEnv } from '../env';
import { decode, jsonBody } from '../validate';

/**
 * POST /api/exhibitors/{CompID}/interactions (002 §7): send_message, send_direct_message, share_info, raffle.
 * Refused to attendees from the soft close on, as other writes are.
 */
export function exhibitorInteractionRoutes(interactions: BoothInteractions) {
  const app = new Hono<AppEnv>();
  app.post('/exhibitors/:compId/interactions', refuseWhenClosed('soft'), async (c) => {
    const { compId } = decode(InteractionPath, c.req.param(), 'path');
    const request = await jsonBody(c, InteractionRequest);
    const actor = { event: c.var.event, user: c.var.user, loginId: c.var.loginId };
    return c.json(await interactions.interact(actor, compId, request));
  });
  return app;
}
