import { BUILTIN_ROOM_MAX, type IceServer } from '../../schemas/videoRoom';
import type { VideoProvider } from './provider';
import type { ServerVideoTokens } from './tokens';

/**
 * The built-in rooms: WebRTC between the browsers, signalled through the relay's "/video" namespace, which lets a
 * socket in only with the room token signed here. Nothing to create: a room exists while someone is in it.
 */
export function builtinVideoProvider(
  tokens: ServerVideoTokens,
  iceServers: readonly IceServer[],
): VideoProvider {
  return {
    kind: 'builtin',
    maxParticipants: BUILTIN_ROOM_MAX,
    async join(room, user) {
      const token = await tokens.signRoomToken({
        sub: user.uuid,
        eventId: user.eventId,
        room,
        ...(user.capacity === undefined ? {} : { capacity: user.capacity }),
        ...(user.owner ? { moderator: true } : {}),
      });
      return { provider: 'builtin', room, token, iceServers: [...iceServers] };
    },
  };
}
