import { Temporal } from '@js-temporal/polyfill';

/** The calendar day (in `timeZone`) that contains the instant `now`. */
export const dayOf = (now: number, timeZone: string): Temporal.PlainDate =>
  Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(timeZone).toPlainDate();

/** Moves an instant by whole calendar days in `timeZone`, keeping its wall-clock time across DST changes. */
export function shiftByDays(ms: number, days: number, timeZone: string): number {
  if (days === 0) return ms;
  return Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).add({ days })
    .epochMilliseconds;
}

/** A shifter that remembers results: the program repeats the same few hundred instants many times. */
export function createShifter(days: number, timeZone: string) {
  const memo = new Map<number, number>();
  return (ms: number) => {
    let out = memo.get(ms);
    if (out === undefined) {
      out = shiftByDays(ms, days, timeZone);
      memo.set(ms, out);
    }
    return out;
  };
}

/** The demo's days: day 2 (index 1) is `anchor`; `at(day, minutes)` is a wall-clock time of day 0, 1 or 2. */
export function demoCalendar(anchor: Temporal.PlainDate, timeZone: string) {
  const days = [anchor.subtract({ days: 1 }), anchor, anchor.add({ days: 1 })];
  const memo = new Map<string, number>();
  const at = (day: number, minutes: number): number => {
    const key = `${day}:${minutes}`;
    let out = memo.get(key);
    if (out === undefined) {
      const date = days[day] ?? anchor.add({ days: day - 1 });
      const extraDays = Math.floor(minutes / 1440);
      const m = minutes - extraDays * 1440;
      out = date.add({ days: extraDays }).toZonedDateTime({
        timeZone,
        plainTime: { hour: Math.floor(m / 60), minute: m % 60 },
      }).epochMilliseconds;
      memo.set(key, out);
    }
    return out;
  };
  return {
    timeZone,
    anchor,
    days,
    at,
    dayStart: (day: number) => at(day, 0),
    dayEnd: (day: number) => at(day + 1, 0),
  };
}
export type DemoCalendar = ReturnType<typeof demoCalendar>;
