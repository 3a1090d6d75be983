/** How often a call the server turned away as busy (503) is sent again before its failure is shown. */
export const BUSY_RETRIES = 6;
/** The longest wait between two tries. */
const MAX_WAIT_MS = 20_000;

/**
 * The wait before try `attempt + 1` of a call turned away as busy: the server's Retry-After (2 s when it names
 * none), doubled at each try, at most 20 s, spread by ±50 % so that thousands of browsers do not come back in
 * the same instant.
 */
export function busyRetryDelay(
  attempt: number,
  retryAfterSeconds: number | null,
  random: () => number,
): number {
  const base = Math.max(1, retryAfterSeconds ?? 2) * 1000 * 2 ** attempt;
  return Math.round(Math.min(MAX_WAIT_MS, base) * (0.5 + random()));
}

/** Seconds of a Retry-After header (a number of seconds; a date is read as no advice). */
export function retryAfterSeconds(header: string | null): number | null {
  if (!header || !/^\d{1,6}$/.test(header.trim())) return null;
  return Number(header.trim());
}
