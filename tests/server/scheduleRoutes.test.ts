import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LINES_TYPE, ProgramImportLine } from '../../schemas/programImport';
import { events, programItems } from '../../server/db/schema';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const HOUR = 3_600_000;
const SLOW = 120_000;
let s: TestServer;
let eventId: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  const start = s.clock.now() + 24 * HOUR;
  const a = await insertEvent(s.db, 'alpha', {
    title: 'Health Data Days',
    timezone: 'Europe/Rome',
    session_room_array: [{ session_room_id: 5, session_room_name: 'Grand Ballroom' }],
  });
  eventId = a.id;
  await insertEvent(s.db, 'beta');
  await insertUser(s.db, a.id, 'attendee@example.com');
  await insertUser(s.db, a.id, 'admin@example.com', { isAdmin: true });
  await insertItems(s.db, a.id, [
    item(a, {
      _id: 'session_1001',
      session_id: 1001,
      title: 'Opening',
      room_id: 5,
      start_time_unix: start,
      end_time_unix: start + HOUR,
    }),
    item(a, {
      _id: 'session_1002',
      session_id: 1002,
      title: 'Keynote',
      start_time_unix: start + 2 * HOUR,
      end_time_unix: start + 3 * HOUR,
    }),
  ]);
  for (const who of ['attendee', 'admin']) tokens[who] = await signIn(s, 'alpha', `${who}@example.com`);
}, 300_000);
afterAll(() => s.close());

describe('schedule files', () => {
  it(
    'serves the program to the event’s signed-in users only, unless it is public',
    async () => {
      expect((await s.request('/api/events/alpha/schedule.xml')).status).toBe(401);
      const xml = await s.request('/api/events/alpha/schedule.xml', { token: tokens.attendee });
      expect(xml.status).toBe(200);
      expect(xml.headers.get('content-type')).toMatch(/application\/xml/);
      expect(await xml.text()).toContain('<title>Opening</title>');
      const json = await s.request('/api/events/alpha/schedule.json', { token: tokens.attendee });
      expect(
        ((await json.json()) as { schedule: { conference: { title: string } } }).schedule.conference.title,
      ).toBe('Health Data Days');
      expect((await s.request('/api/events/alpha/schedule.pdf', { token: tokens.attendee })).status).toBe(
        404,
      );
      const [row] = await s.db.select().from(events).where(eq(events.id, eventId));
      await s.db
        .update(events)
        .set({ config: { ...row!.config, program_public: 1 } })
        .where(eq(events.id, eventId));
      const open = await s.request('/api/events/alpha/schedule.ics');
      expect(open.status).toBe(200);
      const vevents = new ICAL.Component(ICAL.parse(await open.text())).getAllSubcomponents('vevent');
      expect(vevents.map((v) => v.getFirstPropertyValue('summary'))).toEqual(['Opening', 'Keynote']);
      expect((await s.request('/api/events/beta/schedule.xml')).status).toBe(401);
    },
    SLOW,
  );
});

describe('personal calendar feed', () => {
  it(
    'serves my itinerary at a secret address, with VTIMEZONE, stable UIDs and SEQUENCE that grows',
    async () => {
      await s.request('/api/favorites/session/1001', { method: 'PUT', token: tokens.attendee });
      const { url } = (await (await s.request('/api/itinerary/feed', { token: tokens.attendee })).json()) as {
        url: string;
      };
      expect(url).toMatch(/^https:\/\/events\.example\.org\/api\/calendar\/.+\.ics$/);
      const path = new URL(url).pathname;
      const read = async () => {
        const res = await s.request(path);
        expect(res.status).toBe(200);
        const root = new ICAL.Component(ICAL.parse(await res.text()));
        return { root, events: root.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c)) };
      };
      const first = await read();
      expect(first.root.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Rome');
      expect(first.events.map((e) => e.summary)).toEqual(['Opening']);
      const uid = first.events[0]!.uid;
      expect(first.events[0]!.sequence).toBe(0);
      const [row] = await s.db.select().from(programItems).where(eq(programItems.id, 'session_1001'));
      await s.db
        .update(programItems)
        .set({ doc: { ...row!.doc, title: 'Opening (moved)' } })
        .where(eq(programItems.id, 'session_1001'));
      await s.request('/api/favorites/session/1002', { method: 'PUT', token: tokens.attendee });
      const second = await read();
      const moved = second.events.find((e) => e.uid === uid)!;
      expect(moved.summary).toBe('Opening (moved)');
      expect(moved.sequence).toBe(1);
      expect(second.events).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'stops answering the old address after a reset',
    async () => {
      const { url: old } = (await (
        await s.request('/api/itinerary/feed', { token: tokens.attendee })
      ).json()) as {
        url: string;
      };
      const reset = await s.request('/api/itinerary/feed/reset', { method: 'POST', token: tokens.attendee });
      const { url } = (await reset.json()) as { url: string };
      expect(url).not.toBe(old);
      expect((await s.request(new URL(old).pathname)).status).toBe(404);
      expect((await s.request(new URL(url).pathname)).status).toBe(200);
    },
    SLOW,
  );
});

describe('program import upload', () => {
  it(
    'is for admins only and imports a file',
    async () => {
      const ics = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//test//EN',
        'BEGIN:VEVENT',
        'UID:up-1@example.org',
        'DTSTAMP:20250101T000000Z',
        'DTSTART:20270301T100000Z',
        'DTEND:20270301T110000Z',
        'SUMMARY:Uploaded',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n');
      const form = () => {
        const f = new FormData();
        f.set('file', new File([ics], 'talks.ics', { type: 'text/calendar' }));
        return f;
      };
      const refused = await s.request('/api/uploads/program-import', {
        method: 'POST',
        body: form(),
        token: tokens.attendee,
      });
      expect(refused.status).toBe(403);
      const res = await s.request('/api/uploads/program-import', {
        method: 'POST',
        body: form(),
        token: tokens.admin,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ format: 'ical', created: 1, updated: 0, rejected: [] });
      const bad = new FormData();
      bad.set('file', new File(['<schedule><day></schedule>'], 'bad.xml'));
      const broken = await s.request('/api/uploads/program-import', {
        method: 'POST',
        body: bad,
        token: tokens.admin,
      });
      expect(broken.status).toBe(400);
      expect(((await broken.json()) as { error: { message: string } }).error.message).toMatch(
        /line 1, column/,
      );
    },
    SLOW,
  );

  it(
    'streams the progress and the summary as lines of JSON, previews a prune without writing, and refuses a bad file before any line',
    async () => {
      const ics = (uids: string[]) =>
        [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'PRODID:-//test//EN',
          ...uids.flatMap((uid, i) => [
            'BEGIN:VEVENT',
            `UID:${uid}@example.org`,
            'DTSTAMP:20250101T000000Z',
            `DTSTART:2027030${i + 1}T100000Z`,
            `DTEND:2027030${i + 1}T110000Z`,
            `SUMMARY:Streamed ${uid}`,
            'END:VEVENT',
          ]),
          'END:VCALENDAR',
          '',
        ].join('\r\n');
      const upload = async (text: string, fields: Record<string, string> = {}) => {
        const form = new FormData();
        form.set('file', new File([text], 'talks.ics', { type: 'text/calendar' }));
        for (const [k, v] of Object.entries(fields)) form.set(k, v);
        return s.request('/api/uploads/program-import', {
          method: 'POST',
          body: form,
          token: tokens.admin,
          headers: { accept: IMPORT_LINES_TYPE },
        });
      };
      const linesOf = async (res: Response) => {
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
        const text = await res.text();
        expect(text.endsWith('\n')).toBe(true);
        return text
          .trim()
          .split('\n')
          .map((l) => Schema.decodeUnknownSync(ProgramImportLine)(JSON.parse(l)));
      };
      const first = await linesOf(await upload(ics(['s-1', 's-2'])));
      const progress = first.filter((l) => l.type === 'progress');
      expect(progress.length).toBeGreaterThan(0);
      expect(progress.at(-1)).toMatchObject({ done: progress.at(-1)!.total });
      expect(first.at(-1)).toMatchObject({
        type: 'summary',
        summary: { format: 'ical', sessions: 2, preview: false, created: 2, removed: 0 },
      });

      const count = async () =>
        (await s.db.select().from(programItems).where(eq(programItems.eventId, eventId))).length;
      const before = await count();
      const preview = await linesOf(await upload(ics(['s-1']), { prune: '1', preview: '1' }));
      expect(preview).toHaveLength(1);
      const plan = preview[0]!.type === 'summary' ? preview[0]!.summary : null;
      expect(plan).toMatchObject({ preview: true, unchanged: 1 });
      // An earlier test's upload, when it ran, is gone from this file too.
      const gone = plan!.gone.map((g) => g.title);
      expect(gone).toContain('Streamed s-2');
      expect(gone).not.toContain('Streamed s-1');
      expect(plan!.removed).toBe(gone.length);
      expect(await count()).toBe(before);
      const pruned = await linesOf(await upload(ics(['s-1']), { prune: '1' }));
      expect(pruned.at(-1)).toMatchObject({
        type: 'summary',
        summary: { preview: false, removed: gone.length },
      });
      expect(await count()).toBe(before - gone.length);

      const broken = await upload('<schedule>\n  <day>\n</schedule>');
      expect(broken.status).toBe(400);
      expect(((await broken.json()) as { error: { message: string } }).error.message).toMatch(
        /line 3, column/,
      );
    },
    SLOW,
  );
});
