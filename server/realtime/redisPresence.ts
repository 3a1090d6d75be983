import { Redis } from 'ioredis';
import { presenceHashKey, relayNodeKey } from '../../schemas/relay';
import type { PresenceCounts, PresenceSnapshot } from '../video/occupancy';

/**
 * The relays' presence counts read from their Redis hashes (REDIS_URL, schemas/relay.ts): a room's count is
 * the sum of the counts of the nodes whose heartbeat is still alive.
 */
export function redisPresenceCounts(url: string): {
  counts: PresenceCounts;
  snapshot: PresenceSnapshot;
  close(): Promise<void>;
} {
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  /** The rooms' counts over the nodes still alive: the wanted rooms, or every room with anyone in it. */
  async function sums(nsp: string, eventId: string, wanted: Set<string> | null) {
    const fields = Object.entries(await redis.hgetall(presenceHashKey(nsp, eventId)))
      .map(([field, n]) => ({
        node: field.slice(0, field.indexOf('|')),
        room: field.slice(field.indexOf('|') + 1),
        n: Number(n),
      }))
      .filter((f) => wanted === null || wanted.has(f.room));
    const nodes = [...new Set(fields.map((f) => f.node))];
    const alive = nodes.length ? await redis.mget(nodes.map(relayNodeKey)) : [];
    const live = new Set(nodes.filter((_, i) => alive[i] !== null));
    const counts = new Map<string, number>();
    for (const f of fields) if (live.has(f.node)) counts.set(f.room, (counts.get(f.room) ?? 0) + f.n);
    return counts;
  }
  return {
    async counts(nsp, eventId, rooms) {
      const found = await sums(nsp, eventId, new Set(rooms));
      return new Map(rooms.map((r) => [r, found.get(r) ?? 0]));
    },
    async snapshot(nsp, eventId) {
      const found = await sums(nsp, eventId, null);
      return new Map([...found].filter(([, n]) => n > 0));
    },
    async close() {
      await redis.quit();
    },
  };
}
