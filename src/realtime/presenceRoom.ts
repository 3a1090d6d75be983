import type { PresenceMember } from '../../schemas/relay';
import type { PresenceCounts, PresenceCountsOptions } from './presenceCounts';
import { openPresenceSocket } from './presenceCounts';

/**
 * Being in a presence room (001 §7 lounge socket): a socket of its own that joins the room, and joins it again
 * after every reconnect, so the room's count includes the user while they are in it. The returned function
 * leaves: the socket disconnects.
 */
export function enterPresenceRoom(
  opts: Pick<PresenceCountsOptions, 'namespace' | 'token' | 'eventId' | 'url'> & { room: string },
): () => void {
  const socket = openPresenceSocket(opts);
  socket.on('connect', () => {
    socket.emit('join', { room: opts.room });
  });
  return () => {
    socket.disconnect();
  };
}

/** Who is in a room (up to `limit`), asked on the counts' socket; none while it is not connected. */
export function presenceMembers(
  counts: PresenceCounts,
  room: string,
  limit: number,
): Promise<PresenceMember[]> {
  const socket = counts.socket();
  if (!socket?.connected) return Promise.resolve([]);
  return new Promise((resolve) => {
    socket.timeout(5000).emit('members', { room, limit }, (err: Error | null, reply) => {
      resolve(err || !reply.ok ? [] : reply.members);
    });
  });
}
