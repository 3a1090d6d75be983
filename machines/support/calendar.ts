import { Temporal } from '@js-temporal/polyfill';

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
