import ical, { ICalCalendarMethod } from 'ical-generator';

export interface MeetingInvite {
  id: string;
  host: string;
  start: number;
  end: number;
  summary: string;
  description: string;
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** A meeting request as an iCalendar file (a REQUEST with both people), in UTC instants. */
export function meetingCalendar(eventTitle: string, timeZone: string, m: MeetingInvite): string {
  const calendar = ical({
    name: eventTitle,
    method: ICalCalendarMethod.REQUEST,
    prodId: { company: 'confplatform', product: 'meetings' },
  });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: timeZone }]);
  calendar.createEvent({
    id: `meeting-${m.id}@${m.host}`,
    start: new Date(m.start),
    end: new Date(m.end),
    summary: m.summary,
    description: m.description,
    url: m.url,
    organizer: m.organizer,
    attendees: [m.attendee],
  });
  return calendar.toString();
}
