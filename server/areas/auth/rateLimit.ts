import { eq } from 'drizzle-orm';
import { AUTH } from '../../../schemas/constants';
import { RateLimited } from '../../../schemas/errors';
import type { Db } from '../../db/connect';
import { loginFailures } from '../../db/schema';
import { recentAttempts } from '../limits/recentAttempts';

/**
 * Failed sign-ins counted per client address and per account in a sliding window, in the database so that
 * every API process sees the same counts.
 */
export function createLoginRateLimit(db: Db, clock: { now(): number }) {
  const keys = (address: string, account: string) => ({
    address: `addr:${address}`,
    account: `acct:${account}`,
  });

  const attempts = recentAttempts(db, clock, AUTH.LOGIN_ATTEMPT_WINDOW);

  return {
    async check(address: string, account: string) {
      const k = keys(address, account);
      const n = await attempts.counts([k.address, k.account]);
      if (
        (n.get(k.account) ?? 0) >= AUTH.MAX_FAILURES_PER_ACCOUNT ||
        (n.get(k.address) ?? 0) >= AUTH.MAX_FAILURES_PER_ADDRESS
      ) {
        const minutes = Math.ceil(AUTH.LOGIN_ATTEMPT_WINDOW / 60_000);
        throw new RateLimited({
          message: `Too many failed sign-in attempts. Please try again in ${minutes} minutes.`,
          retryAfterSeconds: minutes * 60,
        });
      }
    },
    async recordFailure(address: string, account: string) {
      const k = keys(address, account);
      await attempts.record([k.address, k.account]);
    },
    async clearAccount(account: string) {
      await db.delete(loginFailures).where(eq(loginFailures.key, keys('', account).account));
    },
  };
}
