import { Hono } from 'hono';
import { BreakoutRoomJoinPath, OfficeHourJoinPath, type RoomJoinReply } from '../../../schemas/videoRoom';
import type { VideoRooms } from '../../areas/rooms/videoRooms';
import { refuseBody } from '../bodyLimits';
import type { AppEnv } from '../env';
import { decode } from '../validate';
import { joinReply } from './video';

/**
 * POST /api/video/office-hours/{sessionId}/join and /api/video/breakout-rooms/{sessionId}/{roomId}/join: how
 * to enter the room (the built-in room's token, or Daily's room and meeting token) and whether the user
 * moderates it, when the session's rules let them in now.
 */
export function videoRoomRoutes(rooms: VideoRooms) {
  const app = new Hono<AppEnv>();
  app.post('/video/office-hours/:sessionId/join', refuseBody, async (c) => {
    const { sessionId } = decode(OfficeHourJoinPath, c.req.param(), 'path');
    const actor = { event: c.var.event, user: c.var.user };
    return joinReply<RoomJoinReply>(c, () => rooms.officeHour(actor, sessionId));
  });
  app.post('/video/breakout-rooms/:sessionId/:roomId/join', refuseBody, async (c) => {
    const { sessionId, roomId } = decode(BreakoutRoomJoinPath, c.req.param(), 'path');
    const actor = { event: c.var.event, user: c.var.user };
    return joinReply<RoomJoinReply>(c, () => rooms.breakoutRoom(actor, sessionId, roomId));
  });
  return app;
}
