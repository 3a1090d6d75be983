import ical from 'ical-generator';
import type { Schedule } from './model';
import { inZone, vtimezone } from './vtimezone';

/**
 * The schedule as an iCal file: one VEVENT per session in the conference's zone (with its VTIMEZONE), the
 * session's guid (or the iCal file's own UID it came from) as UID, its room as LOCATION and track as
 * CATEGORIES. DTSTAMP is the session's start, so that the same program gives the same file.
 */
export function writeIcal(schedule: Schedule): string {
  const { conference, entries } = schedule;
  const tz = conference.timeZone;
  const from = Math.min(...entries.map((e) => e.start));
  const to = Math.max(...entries.map((e) => e.end));
  const calendar = ical({
    name: conference.title,
    prodId: { company: 'confplatform', product: 'schedule' },
    // UTC needs no VTIMEZONE: times are written with Z.
    ...(entries.length && tz !== 'UTC'
      ? { timezone: { name: tz, generator: (name: string) => vtimezone(name, from, to) } }
      : {}),
  });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: tz }]);
  for (const e of entries) {
    calendar.createEvent({
      id: e.uid ?? e.guid,
      ...(tz !== 'UTC' ? { timezone: tz } : {}),
      start: tz === 'UTC' ? new Date(e.start) : inZone(e.start, tz),
      end: tz === 'UTC' ? new Date(e.end) : inZone(e.end, tz),
      stamp: new Date(e.start),
      summary: e.title,
      description: e.description || e.abstract,
      ...(e.room ? { location: e.room } : {}),
      ...(e.track ? { categories: [{ name: e.track }] } : {}),
      ...(e.url ? { url: e.url } : {}),
      x: e.type ? [{ key: 'X-SESSION-TYPE', value: e.type }] : [],
    });
  }
  return calendar.toString();
}
