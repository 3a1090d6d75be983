import { TIMERS } from '../../schemas/constants';

/**
 * Time arithmetic shared by the timing machines. Every function is pure: instants are epoch milliseconds
 * handed in by the caller. Calendar days (in the conference time zone) are in ./calendar.
 */

/** The earliest instant strictly after `now` among `instants` (nulls ignored), or null when none is left. */
export const nextInstant = (now: number, instants: readonly (number | null)[]): number | null => {
  let best: number | null = null;
  for (const at of instants) {
    if (at !== null && at > now && (best === null || at < best)) best = at;
  }
  return best;
};

/** How long a timer waits from `now` towards `at`, never below 0 nor above what a timer can hold. */
export const timerDelay = (now: number, at: number): number =>
  Math.min(Math.max(at - now, 0), TIMERS.MAX_DELAY);
