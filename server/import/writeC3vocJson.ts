import { scheduleDays } from './group';
import { namedUuid } from './ids';
import type { Schedule, SchedulePerson } from './model';
import { formatDuration, zoned } from './times';

const CODE = /^[A-Z0-9]+$/;
const SLUG = /^[a-z0-9_-]+[a-z0-9]$/;
const URI = /^[a-z][a-z0-9+.-]*:\S+$/i;

/** A person as either of the schema's two shapes (frab's with an id, pretalx's with a name), never both. */
const personJson = (p: SchedulePerson) => ({
  ...(p.id !== undefined ? { id: p.id, public_name: p.name } : { name: p.name }),
  ...(p.guid ? { guid: p.guid } : {}),
  ...(p.biography ? { biography: p.biography } : {}),
});

/** The schedule as a c3voc schedule.json (valid against the c3voc JSON schema). */
export function writeC3vocJson(schedule: Schedule): string {
  const { conference } = schedule;
  const tz = conference.timeZone;
  const days = scheduleDays(schedule);
  const rooms = [...new Set(schedule.entries.map((e) => e.room))];
  const refs = (list: { href: string; title: string }[]) =>
    list.filter((r) => URI.test(r.href)).map((r) => ({ url: r.href, title: r.title }));
  const doc = {
    schedule: {
      version: '1.0',
      ...(conference.baseUrl && URI.test(conference.baseUrl) ? { base_url: conference.baseUrl } : {}),
      conference: {
        acronym: conference.acronym,
        title: conference.title,
        start: days[0]?.date ?? '',
        end: days[days.length - 1]?.date ?? '',
        daysCount: days.length,
        timeslot_duration: '00:05',
        time_zone_name: tz,
        rooms: rooms.map((name) => ({ name, guid: namedUuid(`room|${conference.acronym}|${name}`) })),
        days: days.map((day) => ({
          index: day.index,
          date: day.date,
          day_start: day.start,
          day_end: day.end,
          rooms: Object.fromEntries(
            day.rooms.map(([room, entries]) => [
              room,
              entries.map((e) => {
                const at = zoned(e.start, tz);
                return {
                  guid: e.guid,
                  id: e.id,
                  ...(e.code && CODE.test(e.code) ? { code: e.code } : {}),
                  date: at.iso,
                  start: at.hhmm,
                  duration: formatDuration(e.end - e.start),
                  room,
                  slug: e.slug && SLUG.test(e.slug) ? e.slug : `${conference.acronym}-${e.id}`,
                  url: e.url ?? '',
                  title: e.title,
                  subtitle: e.subtitle,
                  track: e.track || null,
                  type: e.type,
                  language: e.language,
                  abstract: e.abstract,
                  description: e.description,
                  ...(e.recording
                    ? { recording_license: e.recording.license, do_not_record: e.recording.optout }
                    : {}),
                  persons: e.persons.map(personJson),
                  links: refs(e.links),
                  attachments: refs(e.attachments),
                };
              }),
            ]),
          ),
        })),
      },
    },
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
