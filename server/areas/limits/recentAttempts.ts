import { and, count, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { loginFailures } from '../../db/schema';

/**
 * Attempts counted per key in a sliding window, kept in the database so that every API process sees the same
 * counts. Keys carry their purpose as a prefix (`acct:`, `addr:`, `support:`).
 */
export function recentAttempts(db: Db, clock: { now(): number }, windowMs: number) {
  return {
    async counts(keys: string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ key: loginFailures.key, n: count() })
        .from(loginFailures)
        .where(and(inArray(loginFailures.key, keys), gte(loginFailures.at, new Date(clock.now() - windowMs))))
        .groupBy(loginFailures.key);
      return new Map(rows.map((r) => [r.key, r.n]));
    },
    async record(keys: string[]) {
      const at = new Date(clock.now());
      await db.insert(loginFailures).values(keys.map((key) => ({ key, at })));
      await db.delete(loginFailures).where(lt(loginFailures.at, new Date(clock.now() - 2 * windowMs)));
    },
  };
}
