import { Temporal } from '@js-temporal/polyfill';
import { TIME, TIMERS } from '../../schemas/constants';

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

export interface Countdown {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
}

/**
 * Days, hours and minutes left from `now` until `at`, minutes rounded up so that the last seconds read
 * "1 minute" rather than zero; zero only at `at` itself. Days are calendar days of the conference time zone,
 * so 9:00 two days ahead is 2 days even across a daylight-saving change.
 */
export const countdown = (now: number, at: number, timeZone: string): Countdown => {
  const totalMinutes = Math.ceil(Math.max(at - now, 0) / TIME.MINUTE);
  const end = Temporal.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(timeZone);
  const left = end.subtract({ minutes: totalMinutes }).until(end, { largestUnit: 'day' });
  return { days: left.days, hours: left.hours, minutes: left.minutes };
};
