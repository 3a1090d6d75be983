import { createHmac } from 'node:crypto';

/**
 * Names of a session's relay rooms that carry a signature: the relay lets a socket join any room name, so the
 * API hands a room's name only to those who may read what it carries, and nobody can guess it.
 */
export function signedRooms(authSecret: Uint8Array | string, purpose: string) {
  const key = createHmac('sha256', authSecret).update(purpose).digest();
  const sign = (s: string) => createHmac('sha256', key).update(s).digest('hex').slice(0, 24);
  return (prefix: string, eventId: string, sessionId: number) =>
    `${prefix}:${sessionId}:${sign(`${prefix}:${eventId}:${sessionId}`)}`;
}
