import { Redis } from 'ioredis';
import { presenceHashKey, relayNodeKey } from '../../schemas/relay';
import type { PresenceCounts } from '../video/occupancy';

/**
 * The relays' presence counts read from their Redis hashes (REDIS_URL, schemas/relay.ts): a room's count is
 * the sum of the counts of the nodes whose heartbeat is still alive.
 */
export function redisPresenceCounts(url: string): { counts: PresenceCounts; close(): Promise<void> } {
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  return {
    async counts(nsp, eventId, rooms) {
      const wanted = new Set(rooms);
      const fields = Object.entries(await redis.hgetall(presenceHashKey(nsp, eventId)))
        .map(([field, n]) => ({
          node: field.slice(0, field.indexOf('|')),
          room: field.slice(field.indexOf('|') + 1),
          n: Number(n),
        }))
        .filter((f) => wanted.has(f.room));
      const nodes = [...new Set(fields.map((f) => f.node))];
      const alive = nodes.length ? await redis.mget(nodes.map(relayNodeKey)) : [];
      const live = new Set(nodes.filter((_, i) => alive[i] !== null));
      const counts = new Map(rooms.map((r) => [r, 0]));
      for (const f of fields) if (live.has(f.node)) counts.set(f.room, (counts.get(f.room) ?? 0) + f.n);
      return counts;
    },
    async close() {
      await redis.quit();
    },
  };
}
