import { Temporal } from '@js-temporal/polyfill';

/** "HH:MM" or "HH:MM:SS" (hours may exceed 23) in milliseconds; null when it is not one. */
export function parseDuration(text: string): number | null {
  const m = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d))?$/.exec(text.trim());
  if (!m) return null;
  return ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3] ?? 0)) * 1000;
}

/** A duration as "HH:MM" (both schedule formats' own form). */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * An ISO date-time in epoch milliseconds: its own offset when it has one, else read as a wall-clock time in
 * `timeZone`. Null when it is not a date-time.
 */
export function parseDateTime(text: string, timeZone: string): number | null {
  const value = text.trim();
  try {
    if (/(Z|[+-]\d{2}:?\d{2})$/i.test(value)) return Temporal.Instant.from(value).epochMilliseconds;
    return Temporal.PlainDateTime.from(value).toZonedDateTime(timeZone).epochMilliseconds;
  } catch {
    return null;
  }
}

export function isTimeZone(name: string): boolean {
  try {
    Temporal.Now.instant().toZonedDateTimeISO(name);
    return true;
  } catch {
    return false;
  }
}

/** A moment in a zone: the ISO form with its offset, its date and its HH:MM. */
export function zoned(ms: number, timeZone: string) {
  const z = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
  return {
    iso: z.toString({ timeZoneName: 'never', smallestUnit: 'second' }),
    date: z.toPlainDate().toString(),
    hhmm: z.toPlainTime().toString({ smallestUnit: 'minute' }),
  };
}

/** The start and end of a calendar day in a zone, with their offsets. */
export function dayBounds(date: string, timeZone: string): { start: string; end: string } {
  const day = Temporal.PlainDate.from(date);
  const start = day.toZonedDateTime({ timeZone });
  const end = day.add({ days: 1 }).toZonedDateTime({ timeZone }).subtract({ seconds: 1 });
  const iso = (z: Temporal.ZonedDateTime) => z.toString({ timeZoneName: 'never', smallestUnit: 'second' });
  return { start: iso(start), end: iso(end) };
}
