import { type Context, Hono } from 'hono';
import { BoothQuery } from '../../../schemas/exhibitorDirectory';
import { BoothRoomPath } from '../../../schemas/exhibitorInteraction';
import type { RoomJoinReply } from '../../../schemas/videoRoom';
import type { BoothRooms } from '../../areas/rooms/boothRooms';
import { actorOf } from '../actor';
import { refuseBody } from '../bodyLimits';
import type { AppEnv } from '../env';
import { decode } from '../validate';
import { joinReply } from './video';

/**
 * POST /api/video/booths/{CompID}/join[?hall=<id>] (the booth's lobby) and
 * POST /api/video/booths/{CompID}/staff/{uuid}/join[?hall=<id>] (a staff contact's personal room): how to enter
 * the room, when the booth's rules let the user in now.
 */
export function boothRoomRoutes(rooms: BoothRooms) {
  const app = new Hono<AppEnv>();
  const join = (c: Context<AppEnv>) => {
    const { compId, staffUuid } = decode(BoothRoomPath, c.req.param(), 'path');
    const { hall } = decode(BoothQuery, c.req.query(), 'query');
    const target = { hallId: hall ?? null, compId, staffUuid: staffUuid ?? null };
    return joinReply<RoomJoinReply>(c, () => rooms.join(actorOf(c), target));
  };
  app.post('/video/booths/:compId/join', refuseBody, join);
  app.post('/video/booths/:compId/staff/:staffUuid/join', refuseBody, join);
  return app;
}
