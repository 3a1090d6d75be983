import { and, count, eq, gte, lt, or } from 'drizzle-orm';
import { AUTH } from '../../../schemas/constants';
import { RateLimited } from '../../../schemas/errors';
import type { Db } from '../../db/connect';
import { loginFailures } from '../../db/schema';

/**
 * Failed sign-ins counted per client address and per account in a sliding window, in the database so that
 * every API process sees the same counts.
 */
export function createLoginRateLimit(db: Db, clock: { now(): number }) {
  const keys = (address: string, account: string) => ({
    address: `addr:${address}`,
    account: `acct:${account}`,
  });
  const windowStart = () => new Date(clock.now() - AUTH.LOGIN_ATTEMPT_WINDOW);

  return {
    async check(address: string, account: string) {
      const k = keys(address, account);
      const rows = await db
        .select({ key: loginFailures.key, n: count() })
        .from(loginFailures)
        .where(
          and(
            or(eq(loginFailures.key, k.address), eq(loginFailures.key, k.account)),
            gte(loginFailures.at, windowStart()),
          ),
        )
        .groupBy(loginFailures.key);
      const n = (key: string) => rows.find((r) => r.key === key)?.n ?? 0;
      if (n(k.account) >= AUTH.MAX_FAILURES_PER_ACCOUNT || n(k.address) >= AUTH.MAX_FAILURES_PER_ADDRESS) {
        const minutes = Math.ceil(AUTH.LOGIN_ATTEMPT_WINDOW / 60_000);
        throw new RateLimited({
          message: `Too many failed sign-in attempts. Please try again in ${minutes} minutes.`,
          retryAfterSeconds: minutes * 60,
        });
      }
    },
    async recordFailure(address: string, account: string) {
      const k = keys(address, account);
      const at = new Date(clock.now());
      await db.insert(loginFailures).values([
        { key: k.address, at },
        { key: k.account, at },
      ]);
      await db
        .delete(loginFailures)
        .where(lt(loginFailures.at, new Date(clock.now() - 2 * AUTH.LOGIN_ATTEMPT_WINDOW)));
    },
    async clearAccount(account: string) {
      await db.delete(loginFailures).where(eq(loginFailures.key, keys('', account).account));
    },
  };
}
