import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { findEvent } from '../../server/areas/events/queries';
import { exportSchedule } from '../../server/areas/program/scheduleFiles';
import type { Database } from '../../server/db/connect';
import { favorites, programItems, users } from '../../server/db/schema';
import { importSchedule } from '../../server/import/apply';
import { readSchedule, textChunks } from '../../server/import/read';
import { openTestDatabase } from '../support/database';
import { insertEvent, insertUser } from '../support/server';

/** The public schedule files beside the project (`../shared/data`), or where SCHEDULE_DATA_DIR says. */
const DATA = process.env.SCHEDULE_DATA_DIR ?? join(process.cwd(), '../shared/data');
const shared = (name: string) => readFileSync(join(DATA, name), 'utf8');
const debconf = shared('debconf23.xml');
const democon = shared('pretalx-democon.json');
const PUBLIC = 'https://events.example.org';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function importText(urlId: string, text: string, opts: { prune?: boolean } = {}) {
  const event = await findEvent(database.db, urlId);
  const { schedule } = await readSchedule(textChunks(text), event.config.timezone ?? 'UTC');
  return importSchedule(database.db, event, schedule, opts);
}
const exported = async (urlId: string, format: 'frab' | 'c3voc' | 'ical') =>
  exportSchedule(database.db, await findEvent(database.db, urlId), format, PUBLIC);
const itemsOf = async (urlId: string) => {
  const event = await findEvent(database.db, urlId);
  return database.db.select().from(programItems).where(eq(programItems.eventId, event.id));
};

describe('DebConf 23 schedule.xml', () => {
  it('imports every talk with its room, track, type, persons and time zone', async () => {
    await insertEvent(database.db, 'debconf', { timezone: 'Europe/Paris' });
    const summary = await importText('debconf', debconf);
    expect(summary).toMatchObject({ created: 117, updated: 0, unchanged: 0, removed: 0, rejected: [] });
    const items = await itemsOf('debconf');
    expect(items).toHaveLength(117);
    const opening = items.find((i) => i.doc.title === 'Opening Ceremony')!.doc;
    // 10:30 in Asia/Kolkata is 05:00 UTC.
    expect(opening.start_time_unix).toBe(Date.UTC(2023, 8, 10, 5, 0));
    expect(opening.end_time_unix).toBe(Date.UTC(2023, 8, 10, 5, 20));
    expect(opening.author_array?.map((p) => `${p.Firstname} ${p.Lastname}`)).toEqual(['Sruthi Chandran']);
    expect(opening.schedule_source?.guid).toBe('455d075f-48c0-2ec2-24b3-f5add30c383a');
    const event = await findEvent(database.db, 'debconf');
    const room = event.config.session_room_array?.find((r) => String(r.session_room_id) === String(opening.room_id));
    expect(room?.session_room_name).toBe('Anamudi');
    expect(event.config.timezone).toBe('Europe/Paris');
    expect(event.config.program_schedule).toMatchObject({ acronym: 'debconf23', time_zone_name: 'Asia/Kolkata' });
  });
});
