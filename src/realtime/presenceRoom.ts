import type { PresenceMember, PresenceNamespace } from '../../schemas/relay';
import { namespaceSocket } from './namespaceSocket';
import type { PresenceCounts, PresenceSocket } from './presenceCounts';

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

export interface PresenceRoomOptions {
  namespace: PresenceNamespace;
  room: string;
  /** The sign-in token (the relay refuses the socket without a valid one). */
  token: string;
  /** The relay's address; by default the page's own origin. */
  url?: string;
}

/**
 * Being in a presence room (001 §7 "Office-hour / exhibitor-room socket"): the user counts among the room's
 * online people while this is open, again after every reconnect, and no longer once leave() is called.
 */
export function enterPresenceRoom(opts: PresenceRoomOptions): { leave(): void } {
  const socket = namespaceSocket<PresenceSocket>(opts.namespace, opts.token, opts.url);
  socket.on('connect', () => socket.emit('join', { room: opts.room }));
  socket.on('relay_restart', ({ delayMs }) => {
    setTimeout(() => {
      if (!socket.active) return;
      socket.disconnect();
      socket.connect();
    }, delayMs);
  });
  return { leave: () => void socket.disconnect() };
}
