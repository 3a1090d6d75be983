import ical, { ICalAlarmType } from 'ical-generator';
import { REMINDER } from '../../../schemas/constants';
import type { SessionItemDoc } from '../../../schemas/sessionItem';

export interface CalendarEntry {
  doc: SessionItemDoc;
  /** The item's page in the web app. */
  url: string;
  room: string | undefined;
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
): string {
  const calendar = ical({ name: eventTitle, prodId: { company: 'confplatform', product: 'itinerary' } });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: timeZone }]);
  for (const { doc, url, room } of entries) {
    if (doc.start_time_unix === undefined) continue;
    const event = calendar.createEvent({
      id: `${doc._id}@${new URL(url).host}`,
      start: new Date(doc.start_time_unix),
      end: new Date(doc.end_time_unix ?? doc.start_time_unix),
      summary: doc.title,
      description: plain(doc.description).slice(0, 2000),
      url,
      ...(room ? { location: room } : {}),
    });
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: REMINDER.ICS_ALARM_BEFORE / 1000,
      description: doc.title,
    });
  }
  return calendar.toString();
}
