import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Ajv from 'ajv';
import ICAL from 'ical.js';
import addFormats from 'ajv-formats';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { findEvent } from '../../server/areas/events/queries';
import { exportSchedule } from '../../server/areas/program/scheduleFiles';
import type { Database } from '../../server/db/connect';
import { favorites, programItems, users } from '../../server/db/schema';
import { type ImportOptions, importSchedule } from '../../server/import/apply';
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
}, 300_000);
afterAll(() => database.close());

async function importText(urlId: string, text: string, opts: ImportOptions = {}) {
  const event = await findEvent(database.db, urlId);
  const { schedule } = await readSchedule(textChunks(text), event.config.timezone ?? 'UTC');
  return importSchedule(database.db, event, schedule, opts);
}
const exported = async (urlId: string, format: 'frab' | 'c3voc' | 'ical') =>
  exportSchedule(database.db, await findEvent(database.db, urlId), format, PUBLIC);
const SLOW = 240_000;
const schemaJson = JSON.parse(shared('schema.json'));
const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addMetaSchema(createRequire(import.meta.url)('ajv/dist/refs/json-schema-draft-06.json'));
ajv.addFormat('color', /^#[0-9a-fA-F]{6}$/);
addFormats(ajv);
const validateJson = ajv.compile(schemaJson);
const xsdErrors = async (xml: string) => {
  const result = await validateXML({
    xml: { fileName: 'schedule.xml', contents: xml },
    schema: { fileName: 'schedule.xml.xsd', contents: shared('schedule.xml.xsd') },
  });
  return result.errors.map((e) => e.rawMessage);
};
const itemsOf = async (urlId: string) => {
  const event = await findEvent(database.db, urlId);
  return database.db.select().from(programItems).where(eq(programItems.eventId, event.id));
};

describe('DebConf 23 schedule.xml', () => {
  it(
    'imports every talk with its room, track, type, persons and time zone',
    async () => {
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
      const room = event.config.session_room_array?.find(
        (r) => String(r.session_room_id) === String(opening.room_id),
      );
      expect(room?.session_room_name).toBe('Anamudi');
      expect(event.config.timezone).toBe('Europe/Paris');
      expect(event.config.program_schedule).toMatchObject({
        acronym: 'debconf23',
        time_zone_name: 'Asia/Kolkata',
      });
    },
    SLOW,
  );

  it(
    're-imports the same file without changing anything',
    async () => {
      const before = await itemsOf('debconf');
      const summary = await importText('debconf', debconf);
      expect(summary).toMatchObject({ created: 0, updated: 0, unchanged: 117, removed: 0 });
      expect(summary.people.created).toBe(0);
      const after = await itemsOf('debconf');
      expect(after.map((r) => [r.id, r.sessionId, r.doc])).toEqual(
        before.map((r) => [r.id, r.sessionId, r.doc]),
      );
    },
    SLOW,
  );

  it(
    'updates a changed session in place and keeps an attendee favourite; prunes only when asked',
    async () => {
      const event = await findEvent(database.db, 'debconf');
      const opening = (await itemsOf('debconf')).find((i) => i.doc.title === 'Opening Ceremony')!;
      const uuid = await insertUser(database.db, event.id, 'fan@example.com');
      await database.db
        .insert(favorites)
        .values({ eventId: event.id, uuid, entityType: 'session', entityId: String(opening.sessionId) });
      const changed = debconf
        .replace('<title>Opening Ceremony</title>', '<title>Opening Ceremony (moved)</title>')
        .replace(/<event id="211"[\s\S]*?<\/event>/, '');
      // A preview says what the import would do, a prune included, and writes nothing.
      const preview = await importText('debconf', changed, { prune: true, preview: true });
      expect(preview).toMatchObject({ created: 0, updated: 1, unchanged: 115, removed: 1 });
      const unchangedItems = await itemsOf('debconf');
      expect(unchangedItems).toHaveLength(117);
      expect(unchangedItems.find((i) => i.id === opening.id)!.doc.title).toBe('Opening Ceremony');
      const kept = await importText('debconf', changed);
      expect(kept).toMatchObject({ created: 0, updated: 1, unchanged: 115, removed: 0 });
      expect(kept.gone.map((g) => g.title)).toHaveLength(1);
      expect(kept.gone).toEqual(preview.gone);
      expect(await itemsOf('debconf')).toHaveLength(117);
      const pruned = await importText('debconf', changed, { prune: true });
      expect(pruned).toMatchObject({ created: 0, updated: 0, unchanged: 116, removed: 1 });
      const items = await itemsOf('debconf');
      expect(items).toHaveLength(116);
      const moved = items.find((i) => i.id === opening.id)!;
      expect(moved.doc.title).toBe('Opening Ceremony (moved)');
      expect(moved.sessionId).toBe(opening.sessionId);
      const fav = await database.db
        .select()
        .from(favorites)
        .where(and(eq(favorites.uuid, uuid), eq(favorites.entityId, String(opening.sessionId))));
      expect(fav).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'exports a schedule.xml valid against the XSD that imports into an empty event and exports the same',
    async () => {
      const xml = await exported('debconf', 'frab');
      expect(await xsdErrors(xml)).toEqual([]);
      expect(xml).toContain('<title>Opening Ceremony (moved)</title>');
      await insertEvent(database.db, 'debconf-copy');
      expect(await importText('debconf-copy', xml)).toMatchObject({ created: 116, rejected: [] });
      expect(await exported('debconf-copy', 'frab')).toBe(xml);
    },
    SLOW,
  );

  it(
    'refuses a malformed file whole, naming its line and column, and stores nothing',
    async () => {
      await insertEvent(database.db, 'broken');
      const lines = debconf.split('\n');
      const at = lines.findIndex((l) => l.includes('<title>'));
      lines[at] = lines[at]!.replace('<title>', '<title><');
      const error = await importText('broken', lines.join('\n')).catch((e: unknown) => e);
      expect(error).toMatchObject({ _tag: 'BadRequest' });
      expect((error as Error).message).toMatch(new RegExp(`^XML parse error at line ${at + 1}, column \\d+`));
      expect(await itemsOf('broken')).toHaveLength(0);
    },
    SLOW,
  );
});

describe('pretalx DemoCon schedule.json', () => {
  it(
    'imports, exports JSON valid against the schema, and round-trips',
    async () => {
      await insertEvent(database.db, 'democon');
      expect(await importText('democon', democon)).toMatchObject({ created: 36, rejected: [] });
      const json = await exported('democon', 'c3voc');
      expect(validateJson(JSON.parse(json)), ajv.errorsText(validateJson.errors)).toBe(true);
      await insertEvent(database.db, 'democon-copy');
      expect(await importText('democon-copy', json)).toMatchObject({ created: 36 });
      expect(await exported('democon-copy', 'c3voc')).toBe(json);
      const xml = await exported('democon', 'frab');
      expect(await xsdErrors(xml)).toEqual([]);
    },
    SLOW,
  );

  it(
    'refuses a file of the wrong shape naming the path, and a broken one naming the line',
    async () => {
      await insertEvent(database.db, 'democon-bad');
      const wrong = JSON.parse(democon);
      wrong.schedule.conference.days[0].rooms['Gray Room'][1].guid = 7;
      await expect(importText('democon-bad', JSON.stringify(wrong))).rejects.toMatchObject({
        fields: [{ path: 'schedule.conference.days.0.rooms.Gray Room.1.guid' }],
      });
      const broken = democon.replace('"version": "v1.1",', '"version": "v1.1"');
      await expect(importText('democon-bad', broken)).rejects.toThrow(
        /^JSON parse error at line 5, column 5/,
      );
      expect(await itemsOf('democon-bad')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'exports iCal that a real parser reads back, and imports it again by UID',
    async () => {
      const ics = await exported('democon', 'ical');
      const root = new ICAL.Component(ICAL.parse(ics));
      // UTC times are written with Z; a zoned program carries its VTIMEZONE.
      expect(root.getAllSubcomponents('vtimezone')).toHaveLength(0);
      const zonedRoot = new ICAL.Component(ICAL.parse(await exported('debconf', 'ical')));
      expect(zonedRoot.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual([
        'Asia/Kolkata',
      ]);
      const vevents = root.getAllSubcomponents('vevent');
      expect(vevents).toHaveLength(36);
      await insertEvent(database.db, 'democon-ics');
      expect(await importText('democon-ics', ics)).toMatchObject({ created: 36, rejected: [] });
      expect(await exported('democon-ics', 'ical')).toBe(ics);
    },
    SLOW,
  );
});

describe('people', () => {
  it(
    'matches a person by e-mail to an existing user and creates the others once',
    async () => {
      const e = await insertEvent(database.db, 'people', { timezone: 'UTC' });
      const known = await insertUser(database.db, e.id, 'ada@example.org');
      const ics = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//test//EN',
        'BEGIN:VEVENT',
        'UID:talk-1@example.org',
        'DTSTAMP:20250101T000000Z',
        'DTSTART:20250301T100000Z',
        'DTEND:20250301T110000Z',
        'SUMMARY:Engines',
        'ORGANIZER;CN=Ada Lovelace:mailto:ada@example.org',
        'ATTENDEE;CN=Charles Babbage:mailto:charles@example.org',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:talk-2@example.org',
        'DTSTAMP:20250101T000000Z',
        'DTSTART;VALUE=DATE:20250302',
        'SUMMARY:All day',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n');
      const summary = await importText('people', ics);
      expect(summary).toMatchObject({ created: 1, people: { matched: 1, created: 1 } });
      expect(summary.rejected).toEqual([
        { where: 'VEVENT 2', title: 'All day', reason: 'an all-day event has no time of day' },
      ]);
      const [item] = await itemsOf('people');
      expect(item!.doc.session_chair_array?.[0]?.uuid).toBe(known);
      const charles = await database.db.select().from(users).where(eq(users.email, 'charles@example.org'));
      expect(item!.doc.author_array?.[0]?.uuid).toBe(charles[0]!.uuid);
      // The account made for a speaker carries the name, as the participants and chat lists show it.
      expect(charles[0]).toMatchObject({
        firstname: 'Charles',
        lastname: 'Babbage',
        nonattendeeAuthor: true,
      });
      expect((await importText('people', ics)).people).toEqual({ matched: 2, created: 0 });
    },
    SLOW,
  );
});
