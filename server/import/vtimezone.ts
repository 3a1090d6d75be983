import { Temporal } from '@js-temporal/polyfill';

const stamp = (p: Temporal.PlainDateTime) => p.toString({ smallestUnit: 'second' }).replace(/[-:]/g, '');
const offset = (ns: number) => {
  const minutes = Math.round(ns / 60_000_000_000);
  const a = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}${String(a % 60).padStart(2, '0')}`;
};

/**
 * A VTIMEZONE for an IANA zone over the years `from` to `to`, from the zone's own transitions (as Temporal
 * knows them): one STANDARD or DAYLIGHT observance per transition, or one observance for a zone without any.
 */
export function vtimezone(name: string, fromMs: number, toMs: number): string {
  const first = Temporal.Instant.fromEpochMilliseconds(fromMs).toZonedDateTimeISO(name);
  const startYear = first.with({ month: 1, day: 1 }).startOfDay().subtract({ years: 1 });
  const end = Temporal.Instant.fromEpochMilliseconds(toMs).toZonedDateTimeISO(name).add({ years: 1 });
  const lines = ['BEGIN:VTIMEZONE', `TZID:${name}`];
  let at = startYear;
  let before = at.offsetNanoseconds;
  let count = 0;
  for (let next = at.getTimeZoneTransition('next'); next && Temporal.ZonedDateTime.compare(next, end) < 0; ) {
    const after = next.offsetNanoseconds;
    // DTSTART is the wall-clock time the change happens at, in the offset before it.
    const wall = next.toInstant().toZonedDateTimeISO('UTC').toPlainDateTime().add({ nanoseconds: before });
    const kind = after > before ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${stamp(wall)}`,
      `TZOFFSETFROM:${offset(before)}`,
      `TZOFFSETTO:${offset(after)}`,
      `END:${kind}`,
    );
    count++;
    before = after;
    at = next;
    next = at.getTimeZoneTransition('next');
  }
  if (count === 0) {
    const o = offset(first.offsetNanoseconds);
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${o}`,
      `TZOFFSETTO:${o}`,
      'END:STANDARD',
    );
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}

/** A moment in a zone, as ical-generator writes it with the calendar's TZID (its wall-clock time there). */
export const inZone = (ms: number, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
