import { Schema } from 'effect';
import { decode } from '../http/validate';
import { badFile, lineColumn } from './errors';
import type { RejectedEntry, Schedule, ScheduleEntry, SchedulePerson, ScheduleRef } from './model';
import { isTimeZone, parseDateTime, parseDuration } from './times';

/** The part of the c3voc schedule.json schema an import reads; anything else in the file is left alone. */
const NullableString = Schema.NullOr(Schema.String);
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });
const Reference = Schema.Struct({ url: Schema.String, title: opt(NullableString) });
const Person = Schema.Struct({
  id: opt(Schema.Number),
  guid: opt(Schema.String),
  name: opt(Schema.String),
  public_name: opt(Schema.String),
  email: opt(Schema.String),
  biography: opt(NullableString),
  role: opt(NullableString),
});
const Event = Schema.Struct({
  guid: Schema.String,
  id: Schema.Number,
  code: opt(Schema.String),
  date: Schema.String,
  end: opt(Schema.String),
  duration: Schema.String,
  room: Schema.String,
  slug: opt(Schema.String),
  url: opt(NullableString),
  title: Schema.String,
  subtitle: opt(NullableString),
  track: opt(NullableString),
  type: opt(NullableString),
  language: opt(NullableString),
  abstract: opt(NullableString),
  description: opt(NullableString),
  recording_license: opt(NullableString),
  do_not_record: opt(Schema.NullOr(Schema.Boolean)),
  persons: Schema.Array(Person),
  links: opt(Schema.Array(Reference)),
  attachments: opt(Schema.Array(Reference)),
});
const Day = Schema.Struct({
  index: Schema.Number,
  date: Schema.String,
  rooms: Schema.Record({ key: Schema.String, value: Schema.Array(Event) }),
});
const File = Schema.Struct({
  schedule: Schema.Struct({
    version: Schema.String,
    base_url: opt(Schema.String),
    conference: Schema.Struct({
      title: Schema.String,
      acronym: Schema.String,
      time_zone_name: opt(Schema.String),
      days: Schema.Array(Day),
    }),
  }),
});

const refs = (
  list: readonly { url: string; title?: string | null | undefined }[] | undefined,
): ScheduleRef[] => (list ?? []).map((r) => ({ href: r.url, title: r.title || r.url }));

/**
 * Reads a c3voc schedule.json. A file that is not JSON is refused with the line and column of the fault; one
 * that does not have the schedule's shape, with the path of each wrong field.
 */
export function readC3vocJson(text: string): Schedule {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const at = /position (\d+)/.exec(message);
    const lc = /line (\d+) column (\d+)/.exec(message);
    const where = lc
      ? { line: Number(lc[1]), column: Number(lc[2]) }
      : at
        ? lineColumn(text, Number(at[1]))
        : null;
    throw badFile(
      where
        ? `JSON parse error at line ${where.line}, column ${where.column}: ${message.replace(/\s*\(line.*$|\s*in JSON at.*$/, '')}`
        : `JSON parse error: ${message}`,
    );
  }
  const file = decode(File, value, 'schedule.json');
  const { conference } = file.schedule;
  const timeZone = conference.time_zone_name || 'UTC';
  if (!isTimeZone(timeZone)) {
    throw badFile(`Unknown time zone "${timeZone}"`, 'schedule.conference.time_zone_name');
  }
  const entries: ScheduleEntry[] = [];
  const rejected: RejectedEntry[] = [];
  conference.days.forEach((day, d) => {
    for (const [roomKey, events] of Object.entries(day.rooms)) {
      events.forEach((ev, i) => {
        const where = `schedule.conference.days.${d}.rooms.${roomKey}.${i}`;
        const start = parseDateTime(ev.date, timeZone);
        const end = ev.end ? parseDateTime(ev.end, timeZone) : null;
        const duration = parseDuration(ev.duration);
        if (start === null) {
          rejected.push({
            where: `${where}.date`,
            title: ev.title,
            reason: `"${ev.date}" is not a date and time`,
          });
          return;
        }
        if (end === null && duration === null) {
          rejected.push({
            where: `${where}.duration`,
            title: ev.title,
            reason: `"${ev.duration}" is not HH:MM`,
          });
          return;
        }
        const persons: SchedulePerson[] = ev.persons.map((p) => ({
          name: p.name ?? p.public_name ?? '',
          role: /chair|moderat|host/i.test(p.role ?? '') ? 'chair' : 'author',
          ...(p.id !== undefined ? { id: p.id } : {}),
          ...(p.guid ? { guid: p.guid } : {}),
          ...(p.email ? { email: p.email } : {}),
          ...(p.biography ? { biography: p.biography } : {}),
        }));
        entries.push({
          guid: ev.guid,
          id: ev.id,
          ...(ev.code ? { code: ev.code } : {}),
          ...(ev.slug ? { slug: ev.slug } : {}),
          title: ev.title,
          subtitle: ev.subtitle ?? '',
          type: ev.type ?? '',
          track: ev.track ?? '',
          room: ev.room || roomKey,
          start,
          end: end ?? start + (duration ?? 0),
          abstract: ev.abstract ?? '',
          description: ev.description ?? '',
          language: ev.language ?? null,
          ...(ev.url ? { url: ev.url } : {}),
          ...(ev.recording_license !== undefined || ev.do_not_record !== undefined
            ? { recording: { license: ev.recording_license ?? '', optout: ev.do_not_record === true } }
            : {}),
          persons,
          links: refs(ev.links),
          attachments: refs(ev.attachments),
        });
      });
    }
  });
  return {
    conference: {
      title: conference.title,
      acronym: conference.acronym,
      timeZone,
      ...(file.schedule.base_url ? { baseUrl: file.schedule.base_url } : {}),
    },
    entries,
    rejected,
  };
}
