import { type Context, Hono } from 'hono';
import type { ChatResult } from '../../../schemas/chatSocket';
import { CallJoinBody, CallJoinPath, type CallJoinReply } from '../../../schemas/videoRoom';
import { DailyError } from '../../video/daily';
import type { CallRooms } from '../../video/callRooms';
import { valueOrThrow } from '../chatRefusal';
import type { AppEnv } from '../env';
import { decode, jsonBody } from '../validate';

const VIDEO_UNAVAILABLE = {
  error: { code: 'video_unavailable', message: 'The video service cannot be reached; try again' },
  error_message: 'The video service cannot be reached; try again',
};

/** The reply of a join: the value of the result, or 502 when Daily refused a room or a token. */
export async function joinReply<T>(c: Context<AppEnv>, join: () => Promise<ChatResult<T>>) {
  try {
    return c.json(valueOrThrow(await join()));
  } catch (err) {
    if (!(err instanceof DailyError)) throw err;
    c.var.logger.warn({ err }, 'Daily refused a room or token');
    return c.json(VIDEO_UNAVAILABLE, 502);
  }
}

/**
 * POST /api/video/calls/{callId}/join `{ ticket }`: how to enter the call's video room (the built-in room's
 * token, or Daily's room and meeting token), for a side of the answered call that the rules let call.
 */
export function videoRoutes(rooms: CallRooms) {
  const app = new Hono<AppEnv>();
  app.post('/video/calls/:callId/join', async (c) => {
    const { callId } = decode(CallJoinPath, c.req.param(), 'path');
    const { ticket } = await jsonBody(c, CallJoinBody);
    const actor = { event: c.var.event, user: c.var.user, loginId: c.var.loginId };
    return joinReply<CallJoinReply>(c, () => rooms.join(actor, callId, ticket));
  });
  return app;
}
