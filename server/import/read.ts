import { SCHEDULE_MAX_BYTES } from '../../schemas/programImport';
import { readC3vocJson } from './c3vocJson';
import { badFile } from './errors';
import { readFrabXml } from './frabXml';
import { readIcal } from './icalFile';
import type { Schedule, ScheduleFormat } from './model';

export { SCHEDULE_MAX_BYTES };

/** The format, from the file's first characters: `<` XML, `{` JSON, `BEGIN:VCALENDAR` iCal. */
export function detectFormat(head: string): ScheduleFormat {
  const start = head.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) return 'frab';
  if (start.startsWith('{')) return 'c3voc';
  if (/^BEGIN:VCALENDAR/i.test(start)) return 'ical';
  throw badFile(
    'The file is not a schedule.xml, a schedule.json or an iCal file (it starts with neither "<", "{" nor BEGIN:VCALENDAR)',
  );
}

/** Counts the text as it passes and refuses it past the size limit. */
async function* limited(chunks: AsyncIterable<string>, maxBytes: number): AsyncGenerator<string> {
  let bytes = 0;
  for await (const chunk of chunks) {
    bytes += Buffer.byteLength(chunk);
    if (bytes > maxBytes) {
      throw badFile(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
    }
    yield chunk;
  }
}

/**
 * Reads a schedule file of any of the three formats from its text as it streams in. XML is parsed as it comes;
 * JSON and iCal are read whole (within the size limit) and parsed once.
 */
export async function readSchedule(
  chunks: AsyncIterable<string>,
  fallbackZone: string,
  maxBytes = SCHEDULE_MAX_BYTES,
): Promise<{ format: ScheduleFormat; schedule: Schedule }> {
  const iterator = limited(chunks, maxBytes)[Symbol.asyncIterator]();
  let head = '';
  const seen: string[] = [];
  while (head.trim().length < 16) {
    const next = await iterator.next();
    if (next.done) break;
    seen.push(next.value);
    head += next.value;
  }
  if (!head.trim()) throw badFile('The file is empty');
  const format = detectFormat(head);
  async function* all() {
    yield* seen;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  if (format === 'frab') return { format, schedule: await readFrabXml(all()) };
  const parts: string[] = [];
  for await (const chunk of all()) parts.push(chunk);
  const text = parts.join('');
  return {
    format,
    schedule: format === 'c3voc' ? readC3vocJson(text) : readIcal(text, fallbackZone),
  };
}

export async function* textChunks(text: string): AsyncGenerator<string> {
  yield text;
}
