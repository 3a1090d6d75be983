/**
 * Program import: a schedule.xml of 800 sessions (40 rooms, 3 persons each) into an empty event, then the same
 * file again (all unchanged), on the embedded database. Prints the times; the goal is under 10 s for the first.
 *   npm run bench:import
 */
import { randomUUID } from 'node:crypto';
import { importSchedule } from '../server/import/apply';
import { namedUuid } from '../server/import/ids';
import type { Schedule } from '../server/import/model';
import { readSchedule, textChunks } from '../server/import/read';
import { writeFrabXml } from '../server/import/writeFrabXml';
import { findEvent } from '../server/areas/events/queries';
import { openDatabase } from '../server/db/connect';
import { events } from '../server/db/schema';

const SESSIONS = 800;
const start = Date.UTC(2027, 4, 10, 7, 0);
const schedule: Schedule = {
  conference: { title: 'Bench Conference', acronym: 'bench27', timeZone: 'Europe/Berlin' },
  rejected: [],
  entries: Array.from({ length: SESSIONS }, (_, i) => ({
    guid: namedUuid(`bench|${i}`),
    id: i + 1,
    title: `Session ${i + 1}`,
    subtitle: '',
    type: ['Talk', 'Workshop', 'Panel'][i % 3]!,
    track: `Track ${i % 12}`,
    room: `Room ${i % 40}`,
    start: start + Math.floor(i / 40) * 3_600_000,
    end: start + Math.floor(i / 40) * 3_600_000 + 2_700_000,
    abstract: 'An abstract.',
    description: 'A longer description of the session.\n\nWith two paragraphs.',
    language: 'en',
    persons: [0, 1, 2].map((k) => ({
      name: `Speaker ${(i * 3 + k) % 1500} Person`,
      id: ((i * 3 + k) % 1500) + 1,
      role: 'author' as const,
    })),
    links: [],
    attachments: [],
  })),
};
const xml = writeFrabXml(schedule, { name: 'bench', version: '1' });
const database = await openDatabase({});
const id = randomUUID();
await database.db.insert(events).values({
  id,
  sourceHex: 'bench',
  conferenceId: '1',
  appdir: 'bench',
  urlId: 'bench',
  title: 'Bench',
  config: { source_hex: 'bench', conferenceid: '1', confurlid: 'bench' },
});
for (const round of ['first import', 're-import']) {
  const event = await findEvent(database.db, 'bench');
  const t0 = performance.now();
  const { schedule: read } = await readSchedule(textChunks(xml), 'UTC');
  const t1 = performance.now();
  const summary = await importSchedule(database.db, event, read);
  const t2 = performance.now();
  console.log(
    `${round}: ${SESSIONS} sessions (${(xml.length / 1024).toFixed(0)} kB) read in ${(t1 - t0).toFixed(0)} ms, ` +
      `written in ${(t2 - t1).toFixed(0)} ms, total ${((t2 - t0) / 1000).toFixed(2)} s ` +
      `(created ${summary.created}, updated ${summary.updated}, unchanged ${summary.unchanged})`,
  );
}
await database.close();
