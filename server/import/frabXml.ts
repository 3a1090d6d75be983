import { SaxesParser } from 'saxes';
import { badFile } from './errors';
import type { RejectedEntry, Schedule, ScheduleEntry, SchedulePerson, ScheduleRef } from './model';
import { isTimeZone, parseDateTime, parseDuration } from './times';

/** Texts of one <event> element while it is read. */
interface OpenEvent {
  line: number;
  attrs: Record<string, string>;
  fields: Map<string, string>;
  persons: SchedulePerson[];
  links: ScheduleRef[];
  attachments: ScheduleRef[];
  recording: Map<string, string>;
}

const CONFERENCE_FIELDS = new Set(['title', 'acronym', 'time_zone_name', 'base_url']);

/**
 * Reads a frab/Pentabarf schedule.xml as it streams in (chunk by chunk: the file is never held whole). A file
 * that is not well-formed XML, or not a schedule, is refused with its line and column; an event that lacks
 * what an import needs is rejected with its line and the reason.
 */
export async function readFrabXml(chunks: AsyncIterable<string> | Iterable<string>): Promise<Schedule> {
  const parser = new SaxesParser({ position: true });
  const conference = new Map<string, string>();
  const raw: OpenEvent[] = [];
  const path: string[] = [];
  let text = '';
  let current: OpenEvent | null = null;
  let attrs: Record<string, string> = {};

  parser.on('opentag', (tag) => {
    path.push(tag.name);
    text = '';
    attrs = Object.fromEntries(Object.entries(tag.attributes).map(([k, v]) => [k, String(v)]));
    if (path.length === 1 && tag.name !== 'schedule') {
      throw badFile(`Line ${parser.line}: the root element is <${tag.name}>, not <schedule>`);
    }
    if (tag.name === 'event' && path[path.length - 2] === 'room') {
      current = {
        line: parser.line,
        attrs,
        fields: new Map(),
        persons: [],
        links: [],
        attachments: [],
        recording: new Map(),
      };
    }
  });
  parser.on('text', (t) => {
    text += t;
  });
  parser.on('cdata', (t) => {
    text += t;
  });
  parser.on('closetag', (tag) => {
    const name = tag.name;
    const parent = path[path.length - 2];
    const value = text.trim();
    const own = tag.attributes as Record<string, string>;
    if (parent === 'conference' && CONFERENCE_FIELDS.has(name)) conference.set(name, value);
    const ev: OpenEvent | null = current;
    if (ev) {
      if (name === 'event' && parent === 'room') {
        raw.push(ev);
        current = null;
      } else if (parent === 'event') ev.fields.set(name, value);
      else if (parent === 'persons' && name === 'person') {
        const id = own.id !== undefined && /^\d+$/.test(own.id) ? Number(own.id) : undefined;
        const role = /chair|moderat|host/i.test(own.role ?? '') ? 'chair' : 'author';
        ev.persons.push({
          name: value,
          role,
          ...(id !== undefined ? { id } : {}),
          ...(own.guid ? { guid: own.guid } : {}),
        });
      } else if (parent === 'links' && name === 'link' && own.href) {
        ev.links.push({ href: own.href, title: value || own.href });
      } else if (parent === 'attachments' && name === 'attachment' && own.href) {
        ev.attachments.push({ href: own.href, title: value || own.href });
      } else if (parent === 'recording') ev.recording.set(name, value);
    }
    path.pop();
    text = '';
  });

  const fail = (err: unknown): never => {
    if (err instanceof Error && !('_tag' in err)) {
      const m = /^(\d+):(\d+): (.*)$/s.exec(err.message);
      throw badFile(
        m ? `XML parse error at line ${m[1]}, column ${m[2]}: ${m[3]}` : `XML parse error: ${err.message}`,
      );
    }
    throw err;
  };
  try {
    for await (const chunk of chunks) parser.write(chunk);
    parser.close();
  } catch (err) {
    fail(err);
  }
  if (!conference.has('title') && raw.length === 0) throw badFile('The XML file is not a schedule.xml');

  const timeZone = conference.get('time_zone_name') || 'UTC';
  if (!isTimeZone(timeZone)) {
    throw badFile(`Unknown time zone "${timeZone}"`, 'schedule.conference.time_zone_name');
  }
  const entries: ScheduleEntry[] = [];
  const rejected: RejectedEntry[] = [];
  for (const ev of raw) {
    const f = (k: string) => ev.fields.get(k) ?? '';
    const where = `line ${ev.line}`;
    const title = f('title');
    const reject = (reason: string) => rejected.push({ where, title, reason });
    const start = parseDateTime(f('date'), timeZone);
    const duration = parseDuration(f('duration'));
    if (!ev.attrs.guid) reject('the event has no guid');
    else if (!title) reject('the event has no title');
    else if (start === null) reject(`the date "${f('date')}" is not a date and time`);
    else if (duration === null) reject(`the duration "${f('duration')}" is not HH:MM`);
    else {
      const optout = ev.recording.get('optout');
      entries.push({
        guid: ev.attrs.guid,
        id: Number(ev.attrs.id) || 0,
        ...(ev.attrs.code ? { code: ev.attrs.code } : {}),
        ...(f('slug') ? { slug: f('slug') } : {}),
        title,
        subtitle: f('subtitle'),
        type: f('type'),
        track: f('track'),
        room: f('room'),
        start,
        end: start + duration,
        abstract: f('abstract'),
        description: f('description'),
        language: ev.fields.has('language') ? f('language') : null,
        ...(f('url') ? { url: f('url') } : {}),
        ...(ev.recording.has('license')
          ? { recording: { license: ev.recording.get('license') ?? '', optout: optout === 'true' } }
          : {}),
        persons: ev.persons,
        links: ev.links,
        attachments: ev.attachments,
      });
    }
  }
  return {
    conference: {
      title: conference.get('title') ?? '',
      acronym: conference.get('acronym') ?? '',
      timeZone,
      ...(conference.get('base_url') ? { baseUrl: conference.get('base_url') } : {}),
    },
    entries,
    rejected,
  };
}
