import { temporal } from './temporal';
import { TIME } from '../../schemas/constants';

/**
 * Calendar days in the conference time zone: from the zone's offset as Intl gives it, and with Temporal on the
 * days the zone changes its offset. Apart from ./time so that screens that need only instants and countdowns do
 * not load Temporal.
 */

const DAY = TIME.DAY;

/**
 * The zone's offset (ms) throughout one UTC day since the epoch, or null when it changes within that day. Worked
 * out once per day and zone, from Intl's offset of the zone: a program's cards and filters ask for thousands of
 * days and instants, and Temporal's polyfill takes tens of microseconds a call. The offset is the same at both
 * ends of the day only when no change falls within it (a zone changes its offset months apart). The functions
 * below take Temporal's answer whenever an instant's day is not steady.
 */
function steadyOffset(timeZone: string, day: number): number | null {
  let days = offsets.get(timeZone);
  if (!days) {
    days = new Map();
    offsets.set(timeZone, days);
  }
  let offset = days.get(day);
  if (offset === undefined) {
    const first = zoneOffset(timeZone, day * DAY);
    offset = first !== null && first === zoneOffset(timeZone, (day + 1) * DAY - 1) ? first : null;
    days.set(day, offset);
  }
  return offset;
}
const offsets = new Map<string, Map<number, number | null>>();

/** The zone's offset (ms) at an instant as Intl names it ("GMT+05:45"), or null when it names none. */
function zoneOffset(timeZone: string, at: number): number | null {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  if (name === 'GMT') return 0;
  const m = name ? /^GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(name) : null;
  if (!m) return null;
  const ms = (Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0)) * 1000;
  return m[1] === '-' ? -ms : ms;
}
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset at `at` when its whole UTC day has one, null otherwise. */
const offsetAt = (at: number, timeZone: string) => steadyOffset(timeZone, Math.floor(at / DAY));

const zoned = (at: number, timeZone: string) =>
  temporal().Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(timeZone);

/** First millisecond of the day holding `at` in `timeZone`, and first millisecond of the next day. */
export const dayBounds = (at: number, timeZone: string): { start: number; next: number } => {
  const offset = offsetAt(at, timeZone);
  if (offset !== null) {
    const start = Math.floor((at + offset) / DAY) * DAY - offset;
    const next = start + DAY;
    if (offsetAt(start, timeZone) === offset && offsetAt(next, timeZone) === offset) return { start, next };
  }
  const day = zoned(at, timeZone).startOfDay();
  return { start: day.epochMilliseconds, next: day.add({ days: 1 }).epochMilliseconds };
};

/** `at` moved by whole calendar days in `timeZone` (a day across a clock change is 23 or 25 hours). */
export const addDays = (at: number, days: number, timeZone: string): number => {
  const from = offsetAt(at, timeZone);
  const guess = at + days * DAY;
  const to = offsetAt(guess, timeZone);
  if (from !== null && to !== null) {
    const moved = guess + from - to;
    if (offsetAt(moved, timeZone) === to) return moved;
  }
  return zoned(at, timeZone).add({ days }).epochMilliseconds;
};

/** The calendar date of `at` in `timeZone`, as YYYY-MM-DD. */
export const localDate = (at: number, timeZone: string): string => {
  const offset = offsetAt(at, timeZone);
  if (offset !== null) return new Date(at + offset).toISOString().slice(0, 10);
  return zoned(at, timeZone).toPlainDate().toString();
};

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
  const from = at - totalMinutes * TIME.MINUTE;
  const offset = offsetAt(from, timeZone);
  if (offset !== null && !changesBetween(from, at, timeZone, offset)) {
    const days = Math.floor(totalMinutes / (DAY / TIME.MINUTE));
    const rest = totalMinutes - days * (DAY / TIME.MINUTE);
    return { days, hours: Math.floor(rest / 60), minutes: rest % 60 };
  }
  const end = zoned(at, timeZone);
  const left = end.subtract({ minutes: totalMinutes }).until(end, { largestUnit: 'day' });
  return { days: left.days, hours: left.hours, minutes: left.minutes };
};

/** Whether the zone's offset is other than `offset` on any UTC day from `from` to `to`. */
function changesBetween(from: number, to: number, timeZone: string, offset: number): boolean {
  for (let day = Math.floor(from / DAY); day <= Math.floor(to / DAY); day++)
    if (steadyOffset(timeZone, day) !== offset) return true;
  return false;
}
