import { Temporal } from '@js-temporal/polyfill';
import { TIME } from '../../schemas/constants';

/**
 * Calendar days in the conference time zone, with Temporal. Apart from ./time so that screens that need only
 * instants and countdowns do not load the Temporal polyfill.
 */

/** First millisecond of the day holding `at` in `timeZone`, and first millisecond of the next day. */
export const dayBounds = (at: number, timeZone: string): { start: number; next: number } => {
  const day = Temporal.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(timeZone).startOfDay();
  return { start: day.epochMilliseconds, next: day.add({ days: 1 }).epochMilliseconds };
};

/** `at` moved by whole calendar days in `timeZone` (a day across a clock change is 23 or 25 hours). */
export const addDays = (at: number, days: number, timeZone: string): number =>
  Temporal.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(timeZone).add({ days }).epochMilliseconds;

/** The calendar date of `at` in `timeZone`, as YYYY-MM-DD. */
export const localDate = (at: number, timeZone: string): string =>
  Temporal.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(timeZone).toPlainDate().toString();

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
