import ICAL from 'ical.js';
import { badFile } from './errors';
import { isUuid, namedUuid } from './ids';
import type { RejectedEntry, Schedule, ScheduleEntry, SchedulePerson } from './model';
import { isTimeZone, parseDateTime } from './times';

type Prop = InstanceType<typeof ICAL.Property>;

/** A DTSTART or DTEND in epoch milliseconds: UTC, a TZID zone, or wall-clock time in the calendar's zone. */
function instant(prop: Prop | null, calendarZone: string): number | null | 'date' {
  if (!prop) return null;
  const time = prop.getFirstValue() as InstanceType<typeof ICAL.Time>;
  if (time.isDate) return 'date';
  const tzid = prop.getParameter('tzid');
  const wall = time.toString().replace(/Z$/, '');
  if (time.zone === ICAL.Timezone.utcTimezone) return parseDateTime(`${wall}Z`, 'UTC');
  if (typeof tzid === 'string' && isTimeZone(tzid)) return parseDateTime(wall, tzid);
  if (typeof tzid === 'string') return time.toJSDate().getTime();
  return parseDateTime(wall, calendarZone);
}

const textOf = (v: unknown) => (typeof v === 'string' ? v : '');
const mail = (v: unknown) => textOf(v).replace(/^mailto:/i, '');

/**
 * Reads an iCal file: one session per VEVENT with a start and an end (or a duration). The UID becomes the
 * guid (a UID that is not a UUID names one, and is kept to be written back); ORGANIZER is the chair and
 * ATTENDEEs are authors, matched to people by their e-mail.
 */
export function readIcal(text: string, fallbackZone: string): Schedule {
  let root: InstanceType<typeof ICAL.Component>;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const quoted = /"([^"]+)"/.exec(message)?.[1];
    const offset = quoted ? text.indexOf(quoted) : -1;
    const line = offset >= 0 ? text.slice(0, offset).split('\n').length : null;
    throw badFile(line ? `iCal parse error at line ${line}: ${message}` : `iCal parse error: ${message}`);
  }
  if (root.name !== 'vcalendar') throw badFile('The iCal file has no VCALENDAR');
  for (const tz of root.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(tz));
  }
  const zoneName = textOf(root.getFirstPropertyValue('x-wr-timezone'));
  const timeZone = zoneName && isTimeZone(zoneName) ? zoneName : fallbackZone;
  const entries: ScheduleEntry[] = [];
  const rejected: RejectedEntry[] = [];
  root.getAllSubcomponents('vevent').forEach((ev, i) => {
    const title = textOf(ev.getFirstPropertyValue('summary'));
    const where = `VEVENT ${i + 1}`;
    const uid = textOf(ev.getFirstPropertyValue('uid'));
    const start = instant(ev.getFirstProperty('dtstart'), timeZone);
    let end = instant(ev.getFirstProperty('dtend'), timeZone);
    const duration = ev.getFirstPropertyValue('duration') as InstanceType<typeof ICAL.Duration> | null;
    if (end === null && duration && typeof start === 'number') end = start + duration.toSeconds() * 1000;
    const reject = (reason: string) => {
      rejected.push({ where, title, reason });
    };
    if (!uid) {
      reject('the event has no UID');
      return;
    }
    if (start === 'date' || end === 'date') {
      reject('an all-day event has no time of day');
      return;
    }
    if (start === null) {
      reject('the event has no DTSTART');
      return;
    }
    if (end === null) {
      reject('the event has no DTEND or DURATION');
      return;
    }
    const persons: SchedulePerson[] = [];
    const organizer = ev.getFirstProperty('organizer');
    if (organizer) {
      const email = mail(organizer.getFirstValue());
      persons.push({
        name: textOf(organizer.getParameter('cn')) || email,
        role: 'chair',
        ...(email ? { email } : {}),
      });
    }
    for (const a of ev.getAllProperties('attendee')) {
      const email = mail(a.getFirstValue());
      const role = /chair/i.test(textOf(a.getParameter('role'))) ? 'chair' : 'author';
      persons.push({ name: textOf(a.getParameter('cn')) || email, role, ...(email ? { email } : {}) });
    }
    const categories = ev.getAllProperties('categories').flatMap((p) => p.getValues().map(String));
    const url = textOf(ev.getFirstPropertyValue('url'));
    entries.push({
      guid: isUuid(uid) ? uid : namedUuid(`ical:${uid}`),
      id: 0,
      ...(isUuid(uid) ? {} : { uid }),
      title,
      subtitle: '',
      type: textOf(ev.getFirstPropertyValue('x-session-type')),
      track: categories[0] ?? '',
      room: textOf(ev.getFirstPropertyValue('location')),
      start,
      end,
      abstract: '',
      description: textOf(ev.getFirstPropertyValue('description')),
      language: null,
      ...(url ? { url } : {}),
      persons,
      links: [],
      attachments: [],
    });
  });
  return {
    conference: { title: textOf(root.getFirstPropertyValue('x-wr-calname')), acronym: '', timeZone },
    entries,
    rejected,
  };
}
