import { joinBuiltinRoom } from './builtinRoom';
import { joinDailyRoom } from './dailyRoom';
import type { JoinRoom } from './roomClient';

/** Enters the room the API's join reply names: the built-in WebRTC room, or a Daily room. */
export const joinRoom: JoinRoom = ({ token, join, ...callbacks }) =>
  join.provider === 'daily'
    ? joinDailyRoom({ url: join.url, token: join.token, ...callbacks })
    : joinBuiltinRoom({ token, roomToken: join.token, iceServers: join.iceServers, ...callbacks });
