import { and, count, gte, inArray, lt, max } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { loginFailures } from '../../db/schema';

/**
 * Attempts counted per key in a sliding window, kept in the database so that every API process sees the same
 * counts. Keys carry their purpose as a prefix (`acct:`, `addr:`, `pair:`, `support:`, `mail:`...).
 */
export function recentAttempts(db: Db, clock: { now(): number }, windowMs: number) {
  /** Per key: the attempts within the window and when the latest was (epoch ms). */
  async function stats(keys: string[]): Promise<Map<string, { n: number; last: number }>> {
    const rows = await db
      .select({ key: loginFailures.key, n: count(), last: max(loginFailures.at) })
      .from(loginFailures)
      .where(and(inArray(loginFailures.key, keys), gte(loginFailures.at, new Date(clock.now() - windowMs))))
      .groupBy(loginFailures.key);
    return new Map(rows.map((r) => [r.key, { n: r.n, last: r.last ? new Date(r.last).getTime() : 0 }]));
  }
  return {
    stats,
    async counts(keys: string[]): Promise<Map<string, number>> {
      return new Map([...(await stats(keys))].map(([key, s]) => [key, s.n]));
    },
    /** Whether any key has reached its most attempts within the window. */
    async reached(limits: Record<string, number>): Promise<boolean> {
      const n = await stats(Object.keys(limits));
      return Object.entries(limits).some(([key, most]) => (n.get(key)?.n ?? 0) >= most);
    },
    async record(keys: string[]) {
      const at = new Date(clock.now());
      await db.insert(loginFailures).values(keys.map((key) => ({ key, at })));
      await db.delete(loginFailures).where(lt(loginFailures.at, new Date(clock.now() - 2 * windowMs)));
    },
  };
}
