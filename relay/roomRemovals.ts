import type { Redis } from 'ioredis';

/**
 * Who a moderator removed from a built-in video room, and until when the room refuses them: in memory for one
 * relay node, in Redis for many (the removed user may come back through another node).
 */
export interface RoomRemovals {
  remove(eventId: string, room: string, uuid: string, until: number): Promise<void>;
  /** Until when the user is refused by the room (ms), or null when they may enter. */
  refusedUntil(eventId: string, room: string, uuid: string): Promise<number | null>;
  stop(): void;
}

const keyOf = (eventId: string, room: string, uuid: string) => `${eventId}\x1f${room}\x1f${uuid}`;

export function memoryRoomRemovals(now: () => number): RoomRemovals {
  const removed = new Map<string, number>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, until] of removed) if (until <= t) removed.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async remove(eventId, room, uuid, until) {
      removed.set(keyOf(eventId, room, uuid), until);
    },
    async refusedUntil(eventId, room, uuid) {
      const until = removed.get(keyOf(eventId, room, uuid));
      return until !== undefined && until > now() ? until : null;
    },
    stop: () => clearInterval(sweep),
  };
}

export function redisRoomRemovals(redis: Redis, now: () => number): RoomRemovals {
  const redisKey = (eventId: string, room: string, uuid: string) =>
    `relay:removed:${keyOf(eventId, room, uuid)}`;
  return {
    async remove(eventId, room, uuid, until) {
      const ms = Math.max(1, Math.ceil(until - now()));
      await redis.set(redisKey(eventId, room, uuid), String(until), 'PX', ms);
    },
    async refusedUntil(eventId, room, uuid) {
      const until = Number(await redis.get(redisKey(eventId, room, uuid)));
      return until > now() ? until : null;
    },
    stop: () => {},
  };
}

/** Removals from video rooms: in Redis, or in this node's memory. */
export const roomRemovalsOf = (redis: Redis | undefined, now: () => number): RoomRemovals =>
  redis ? redisRoomRemovals(redis, now) : memoryRoomRemovals(now);
