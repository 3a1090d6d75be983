import { scheduleDays } from './group';
import type { Schedule } from './model';
import { formatDuration, zoned } from './times';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const el = (name: string, value: string) => (value ? `<${name}>${esc(value)}</${name}>` : `<${name}/>`);
const attrs = (a: Record<string, string | number | undefined>) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => ` ${k}="${esc(String(v))}"`)
    .join('');
const HTTP = /^https?:\/\//;
const CODE = /^[0-9A-Z]{6}$/;
const SLUG = /^[a-z0-9_]{4,}-[a-z0-9\-_]{4,}$/;

/** The schedule as a frab/Pentabarf schedule.xml (valid against the c3voc XSD). */
export function writeFrabXml(schedule: Schedule, generator: { name: string; version: string }): string {
  const { conference } = schedule;
  const tz = conference.timeZone;
  const days = scheduleDays(schedule);
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', '<schedule>'];
  out.push(`  <generator${attrs(generator)}/>`, '  <version>1.0</version>', '  <conference>');
  out.push(`    ${el('title', conference.title)}`, `    ${el('acronym', conference.acronym)}`);
  if (days.length) {
    out.push(`    ${el('start', days[0]!.date)}`, `    ${el('end', days[days.length - 1]!.date)}`);
    out.push(`    ${el('days', String(days.length))}`);
  }
  if (conference.baseUrl && HTTP.test(conference.baseUrl))
    out.push(`    ${el('base_url', conference.baseUrl)}`);
  out.push(`    ${el('time_zone_name', tz)}`, '  </conference>');
  for (const day of days) {
    out.push(`  <day${attrs({ index: day.index, date: day.date, start: day.start, end: day.end })}>`);
    for (const [room, entries] of day.rooms) {
      out.push(`    <room${attrs({ name: room })}>`);
      for (const e of entries) {
        const at = zoned(e.start, tz);
        out.push(
          `      <event${attrs({ id: e.id, guid: e.guid, code: e.code && CODE.test(e.code) ? e.code : undefined })}>`,
        );
        const fields = [
          el('date', at.iso),
          el('start', at.hhmm),
          el('duration', formatDuration(e.end - e.start)),
          el('room', room),
          ...(e.slug && SLUG.test(e.slug) ? [el('slug', e.slug)] : []),
          ...(e.url && HTTP.test(e.url) ? [el('url', e.url)] : []),
          el('title', e.title),
          el('subtitle', e.subtitle),
          el('track', e.track),
          el('type', e.type),
          ...(e.language !== null ? [el('language', e.language)] : []),
          el('abstract', e.abstract),
          el('description', e.description),
        ];
        if (e.recording) {
          fields.push(
            `<recording>${el('license', e.recording.license)}${el('optout', String(e.recording.optout))}</recording>`,
          );
        }
        const persons = e.persons.map(
          (p) => `<person${attrs({ id: p.id, guid: p.guid })}>${esc(p.name)}</person>`,
        );
        fields.push(persons.length ? `<persons>${persons.join('')}</persons>` : '<persons/>');
        const refs = (tag: string, list: { href: string; title: string }[]) =>
          list.map((r) => `<${tag}${attrs({ href: r.href })}>${esc(r.title)}</${tag}>`).join('');
        fields.push(e.links.length ? `<links>${refs('link', e.links)}</links>` : '<links/>');
        fields.push(
          e.attachments.length
            ? `<attachments>${refs('attachment', e.attachments)}</attachments>`
            : '<attachments/>',
        );
        for (const f of fields) out.push(`        ${f}`);
        out.push('      </event>');
      }
      out.push('    </room>');
    }
    out.push('  </day>');
  }
  out.push('</schedule>', '');
  return out.join('\n');
}
