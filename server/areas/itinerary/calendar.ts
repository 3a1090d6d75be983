import ical, { ICalAlarmType } from 'ical-generator';
import { REMINDER } from '../../../schemas/constants';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import { inZone, vtimezone } from '../../import/vtimezone';

export interface CalendarEntry {
  doc: SessionItemDoc;
  /** The item's page in the web app. */
  url: string;
  room: string | undefined;
  /** The item's revision: calendars that subscribe replace their copy when it grows. */
  sequence?: number;
}

const plain = (html: string | undefined) =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The itinerary as an iCalendar file: one event per saved item with a start time, in UTC instants (every
 * calendar shows them in its own zone), with a display alarm 30 minutes before, its room and its address.
 */
export function itineraryCalendar(
  eventTitle: string,
  timeZone: string,
  entries: readonly CalendarEntry[],
  opts: { zoned?: boolean } = {},
): string {
  const timed = entries.filter((e) => e.doc.start_time_unix !== undefined);
  const from = Math.min(...timed.map((e) => e.doc.start_time_unix!));
  const to = Math.max(...timed.map((e) => e.doc.end_time_unix ?? e.doc.start_time_unix!));
  const calendar = ical({
    name: eventTitle,
    prodId: { company: 'confplatform', product: 'itinerary' },
    // A subscribed feed gives its times in the event's zone, with the zone's own VTIMEZONE.
    ...(opts.zoned && timed.length
      ? { timezone: { name: timeZone, generator: (name: string) => vtimezone(name, from, to) } }
      : {}),
  });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: timeZone }]);
  for (const { doc, url, room, sequence } of entries) {
    if (doc.start_time_unix === undefined) continue;
    const event = calendar.createEvent({
      id: `${doc._id}@${new URL(url).host}`,
      ...(opts.zoned ? { timezone: timeZone } : {}),
      start: opts.zoned ? inZone(doc.start_time_unix, timeZone) : new Date(doc.start_time_unix),
      end: opts.zoned
        ? inZone(doc.end_time_unix ?? doc.start_time_unix, timeZone)
        : new Date(doc.end_time_unix ?? doc.start_time_unix),
      summary: doc.title,
      description: plain(doc.description).slice(0, 2000),
      url,
      ...(room ? { location: room } : {}),
      ...(sequence !== undefined ? { sequence } : {}),
    });
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: REMINDER.ICS_ALARM_BEFORE / 1000,
      description: doc.title,
    });
  }
  return calendar.toString();
}
