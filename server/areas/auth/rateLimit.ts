import { eq } from 'drizzle-orm';
import { AUTH } from '../../../schemas/constants';
import { RateLimited } from '../../../schemas/errors';
import type { Db } from '../../db/connect';
import { loginFailures } from '../../db/schema';
import { recentAttempts } from '../limits/recentAttempts';

/** The wait a throttle asks for after `n` failures, the latest at `last`: none while under `free`, then 1 s doubling. */
export function waitAfter(failures: { n: number; last: number } | undefined, free: number, now: number) {
  if (!failures || failures.n < free) return 0;
  const delay = Math.min(AUTH.LOGIN_DELAY_BASE * 2 ** Math.min(failures.n - free, 30), AUTH.LOGIN_DELAY_MAX);
  return Math.max(0, failures.last + delay - now);
}

const waitText = (ms: number) => {
  const s = Math.ceil(ms / 1000);
  return s < 120 ? `${s} seconds` : `${Math.ceil(s / 60)} minutes`;
};

/**
 * Sign-in throttling with growing waits instead of a lock: failures are counted per account and client
 * address together, per address, and per account. After a few free failures each further one doubles the wait
 * before the next attempt (up to 15 minutes). The per-account wait does not apply to the account's known
 * addresses, so a stranger's failures elsewhere do not keep the owner out. Counts live in the database so that
 * every API process sees them.
 */
export function createLoginThrottle(db: Db, clock: { now(): number }) {
  const attempts = recentAttempts(db, clock, AUTH.LOGIN_ATTEMPT_WINDOW);
  const keys = (account: string, address: string) => ({
    pair: `pair:${account}|${address}`,
    account: `acct:${account}`,
    address: `addr:${address}`,
  });

  return {
    /** Throws RateLimited (429 with Retry-After) when this attempt must wait. */
    async check(account: string, address: string, isKnownAddress: () => Promise<boolean>) {
      const k = keys(account, address);
      const n = await attempts.stats([k.pair, k.account, k.address]);
      const now = clock.now();
      let wait = Math.max(
        waitAfter(n.get(k.pair), AUTH.FREE_FAILURES_PER_PAIR, now),
        waitAfter(n.get(k.address), AUTH.FREE_FAILURES_PER_ADDRESS, now),
      );
      const accountWait = waitAfter(n.get(k.account), AUTH.FREE_FAILURES_PER_ACCOUNT, now);
      if (accountWait > wait && !(await isKnownAddress())) wait = accountWait;
      if (wait > 0) {
        throw new RateLimited({
          message: `Too many failed sign-in attempts. Please try again in ${waitText(wait)}.`,
          retryAfterSeconds: Math.ceil(wait / 1000),
        });
      }
    },
    async recordFailure(account: string, address: string) {
      const k = keys(account, address);
      await attempts.record([k.pair, k.account, k.address]);
    },
    /** A success from this address forgets the failures of this account from it. */
    async clear(account: string, address: string) {
      await db.delete(loginFailures).where(eq(loginFailures.key, keys(account, address).pair));
    },
  };
}
