import type { PresenceMember } from '../../schemas/relay';
import type { PresenceCounts } from './presenceCounts';

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
