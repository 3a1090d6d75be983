/**
 * Dates and times in the user's language and the conference time zone (000 §3 timezone): Intl formats,
 * Temporal (machines/support/temporal.ts) checks the zone and gives calendar days. The program screen uses these.
 */
import { temporal } from '../../machines/support/temporal';
import { dayBounds as calendarDayBounds, localDate } from '../../machines/support/calendar';

export type DateStyle =
  | 'date'
  | 'shortDate'
  | 'weekday'
  | 'time'
  | 'dateTime'
  | 'monthDay'
  | 'monthDayTime'
  | 'weekdayDay'
  | 'weekdayDayTime';

const LOCALES: Record<string, string> = {
  en: 'en-US',
  zh: 'zh-CN',
  ar: 'ar',
  it: 'it-IT',
  es: 'es-ES',
  fr: 'fr-FR',
};

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: 'long', day: 'numeric' },
  shortDate: { year: 'numeric', month: 'short', day: 'numeric' },
  weekday: { weekday: 'long', month: 'long', day: 'numeric' },
  monthDay: { month: 'short', day: 'numeric' },
  /** 'MMM DD, h:mm a' (001 §9, chat times). */
  monthDayTime: { month: 'short', day: '2-digit', hour: 'numeric', minute: '2-digit' },
  /** 'ddd, MMM DD' (001 §9, the lounges' date filter). */
  weekdayDay: { weekday: 'short', month: 'short', day: '2-digit' },
  /** 'ddd, MMM DD, h:mm A' (001 §9, the lounges' schedules). */
  weekdayDayTime: { weekday: 'short', month: 'short', day: '2-digit', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
};

/** A valid IANA zone (the configuration's timezone), else UTC. Each zone checked once: lists ask per item. */
export function zoneOrUtc(timeZone: string | undefined | null): string {
  if (!timeZone) return 'UTC';
  let zone = zones.get(timeZone);
  if (zone === undefined) {
    try {
      zone = temporal().Now.zonedDateTimeISO(timeZone).timeZoneId;
    } catch {
      zone = 'UTC';
    }
    zones.set(timeZone, zone);
  }
  return zone;
}
const zones = new Map<string, string>();

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(language: string, timeZone: string, style: DateStyle, withZone: boolean) {
  const key = `${language}|${timeZone}|${style}|${withZone}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[language] ?? language, {
      ...OPTIONS[style],
      timeZone,
      ...(withZone &&
      style !== 'date' &&
      style !== 'shortDate' &&
      style !== 'weekday' &&
      style !== 'monthDay' &&
      style !== 'weekdayDay'
        ? { timeZoneName: 'short' }
        : {}),
    });
    cache.set(key, f);
  }
  return f;
}

export interface DateFormatOptions {
  readonly language: string;
  readonly timeZone?: string | null;
  readonly style?: DateStyle;
  /** Adds the zone's short name (EST, GMT+1) to times. */
  readonly withZone?: boolean;
}

/** Formats an instant (epoch ms) in the language and the conference time zone. */
export function formatInstant(epochMs: number, options: DateFormatOptions): string {
  const zone = zoneOrUtc(options.timeZone);
  return formatter(options.language, zone, options.style ?? 'dateTime', options.withZone === true).format(
    new Date(epochMs),
  );
}

/** A start–end range: the day once, then both times ("March 3, 2027, 9:00 AM – 10:30 AM"). */
export function formatRange(startMs: number, endMs: number, options: DateFormatOptions): string {
  const zone = zoneOrUtc(options.timeZone);
  const f = new Intl.DateTimeFormat(LOCALES[options.language] ?? options.language, {
    ...OPTIONS.dateTime,
    timeZone: zone,
  });
  return f.formatRange(new Date(startMs), new Date(Math.max(startMs, endMs)));
}

/** The calendar day (YYYY-MM-DD) of an instant in the conference time zone. */
export function dayOf(epochMs: number, timeZone?: string | null): string {
  return localDate(epochMs, zoneOrUtc(timeZone));
}

/** The first and last millisecond of an instant's day in the conference time zone. */
export function dayBounds(epochMs: number, timeZone?: string | null): { start: number; end: number } {
  const { start, next } = calendarDayBounds(epochMs, zoneOrUtc(timeZone));
  return { start, end: next - 1 };
}

/** A date-and-time field's value (YYYY-MM-DDTHH:mm) read as a wall-clock time in the conference time zone. */
export function zonedFieldToInstant(value: string, timeZone?: string | null): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  try {
    return temporal().PlainDateTime.from(value).toZonedDateTime(zoneOrUtc(timeZone)).epochMilliseconds;
  } catch {
    return null;
  }
}

/** An instant as a date-and-time field's value in the conference time zone. */
export function instantToZonedField(epochMs: number, timeZone?: string | null): string {
  return temporal()
    .Instant.fromEpochMilliseconds(epochMs)
    .toZonedDateTimeISO(zoneOrUtc(timeZone))
    .toPlainDateTime()
    .toString({ smallestUnit: 'minute' });
}

/**
 * A length of time in words, in the language's plural rules, its largest two units ("1 day, 3 hours",
 * "17 hours, 31 minutes", "5 minutes"): never "0 days" nor "1 days".
 */
export function formatDuration(
  left: { readonly days: number; readonly hours: number; readonly minutes: number },
  language: string,
): string {
  const locale = LOCALES[language] ?? language;
  const units = [
    ['day', left.days],
    ['hour', left.hours],
    ['minute', left.minutes],
  ] as const;
  const first = units.findIndex(([, n]) => n > 0);
  const shown = first === -1 ? [units[2]] : units.slice(first, first + 2).filter(([, n]) => n > 0);
  const parts = shown.map(([unit, n]) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(n),
  );
  return new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(parts);
}
