import { Hono } from 'hono';
import { LoungePath, type LoungesReply } from '../../../schemas/lounge';
import type { RoomJoinReply } from '../../../schemas/videoRoom';
import type { Lounges } from '../../areas/lounges/lounges';
import { actorOf } from '../actor';
import { refuseBody } from '../bodyLimits';
import type { AppEnv } from '../env';
import { decode } from '../validate';
import { joinReply } from './video';

/**
 * Networking lounges: GET /api/lounges (the rooms this user may see, with categories and the header text) and
 * POST /api/lounges/{id}/join (the lounge rules, then how to enter the room's video).
 */
export function loungeRoutes(lounges: Lounges) {
  const app = new Hono<AppEnv>();
  app.get('/lounges', (c) => {
    const reply: LoungesReply = lounges.list(actorOf(c));
    return c.json(reply);
  });
  app.post('/lounges/:id/join', refuseBody, async (c) => {
    const { id } = decode(LoungePath, c.req.param(), 'path');
    return joinReply<RoomJoinReply>(c, () => lounges.join(actorOf(c), id));
  });
  return app;
}
