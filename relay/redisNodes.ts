import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Namespace, Server } from 'socket.io';
import type { RelayMessage } from '../schemas/relay';
import { type CallStore, memoryCallStore, redisCallStore } from './callStore';
import { memoryPresenceStore, type PresenceStore, redisPresenceStore } from './presence';
import { consumePublishQueue } from './publishQueue';
import { knowSocketIdRooms } from './socketIoInternals';

/**
 * Redis, when the relay runs as several nodes: rooms and broadcasts shared by every node (the Redis adapter),
 * the API's publish queue, and presence counts and calls kept in Redis. Without it, one node keeps them in memory.
 */
export function redisNodes(
  io: Server,
  redisUrl: string | undefined,
  opts: { log: Logger; publish: (message: RelayMessage) => Promise<void> },
) {
  if (!redisUrl) return undefined;
  const { log } = opts;
  const redis = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = redis.duplicate();
  for (const r of [redis, sub]) r.on('error', (err) => log.error({ err }, 'redis error'));
  const redisAdapter = createAdapter(redis, sub, { key: 'relay' });
  // socket.io calls the adapter with `new`: a function (not an arrow) that returns the adapter it made.
  io.adapter(function redisAdapterKnowingSocketIds(nsp: Namespace) {
    const adapter = redisAdapter(nsp);
    knowSocketIdRooms(adapter, nsp);
    return adapter;
  });
  const queue = consumePublishQueue(redis.duplicate(), (m) => opts.publish(m), log);
  return {
    redis,
    /** After socket.io has closed: its adapter's unsubscribes and last publishes still await their replies. */
    async close() {
      await queue.stop();
      await Promise.all([sub, redis].map(quitAfterReplies));
    },
  };
}

/**
 * Closes once the replies still owed have come: the adapter sends its unsubscribes and publishes without waiting
 * for them, so a plain disconnect would leave them rejected with nobody to hear it. A Redis that cannot be
 * reached gets a second.
 */
async function quitAfterReplies(r: Redis) {
  const giveUp = setTimeout(() => r.disconnect(), 1000);
  await r.quit().catch(() => {});
  clearTimeout(giveUp);
}

/** Presence counts: summed over every node in Redis, or this node's own counts. */
export function presenceStoreOf(
  redis: Redis | undefined,
  local: Parameters<typeof memoryPresenceStore>,
): PresenceStore {
  return redis ? redisPresenceStore(redis) : memoryPresenceStore(...local);
}

/** Calls (rings and ongoing calls): in Redis, or in this node's memory. */
export function callStoreOf(redis: Redis | undefined, now: () => number): CallStore {
  return redis ? redisCallStore(redis) : memoryCallStore(now);
}
