import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AwarenessReply, FilterReply, PROGRAM_TEXT, SessionCompleteReply } from '../../schemas/program';
import { awarenessChecks, products } from '../../server/db/schema';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const HOUR = 3_600_000;

let s: TestServer;
let a: Awaited<ReturnType<typeof insertEvent>>;
let start: number;
const tokens: Record<string, string> = {};
const uuids: Record<string, string> = {};

const get = (path: string, who?: string) => s.request(path, who ? { token: tokens[who] ?? '' } : {});
const filter = (query: string, who: string) =>
  get(`/api/session/${a.sourceHex}/${a.conferenceId}/filter?${query}`, who);
const complete = async (query: string, who: string) => {
  const res = await get(`/api/validate_user_session_complete?${query}`, who);
  expect(res.status).toBe(200);
  return Schema.decodeUnknownSync(SessionCompleteReply)(await res.json());
};

beforeAll(async () => {
  s = await startTestServer();
  start = s.clock.now() + 2 * HOUR;
  a = await insertEvent(s.db, 'alpha');
  await insertEvent(s.db, 'beta');
  const add = async (who: string, fields: Parameters<typeof insertUser>[3] = {}) => {
    uuids[who] = await insertUser(s.db, a.id, `${who}@example.com`, fields);
  };
  await add('attendee', { sessionAccess: [1001, 1004] });
  await add('author', { firstname: 'Grace', lastname: 'Hopper', picture: 'grace.png', company: 'Navy' });
  await add('chair');
  await add('admin', { isAdmin: true });
  await add('limited', { limitedAccess: true, sessionAccess: [1001] });
  await add('livestream', { liveStreamOnly: true, sessionAccess: [1001, 1004] });
  const author = { uuid: uuids.author ?? '', Firstname: 'G.', Lastname: 'Hopper', presenter: 1 as const };
  await insertItems(s.db, a.id, [
    item(a, {
      _id: 'session_1001',
      session_id: 1001,
      start_time_unix: start,
      end_time_unix: start + HOUR,
      video_links_array: [{ href: 'https://video.example/full.mp4' }],
      session_chair_array: [{ uuid: uuids.chair ?? '', Firstname: 'Chair', Lastname: 'Person' }],
    }),
    item(a, { _id: 'abstract_20001', internal_type: 'abstract', session_id: 1001, ab_id: 20001 }),
    item(a, { _id: 'program_30001', internal_type: 'program', session_id: 1001, program_id: 30001 }),
    item(a, { _id: 'session_1002', session_id: 1002, start_time_unix: start }),
    item(a, {
      _id: 'abstract_20002',
      internal_type: 'abstract',
      session_id: 1002,
      ab_id: 20002,
      author_array: [author],
    }),
    item(a, { _id: 'session_1004', session_id: 1004 }),
  ]);
  for (const who of Object.keys(uuids)) tokens[who] = await signIn(s, 'alpha', `${who}@example.com`);
});
afterAll(() => s.close());

describe('filter call', () => {
  it('answers a session with its items keyed by _id, media addresses and merged persons', async () => {
    const res = await filter('session_id=1001', 'attendee');
    expect(res.status).toBe(200);
    const reply = Schema.decodeUnknownSync(FilterReply)(await res.json());
    expect(Object.keys(reply.entities).sort()).toEqual(['abstract_20001', 'program_30001', 'session_1001']);
    expect(reply.entities.session_1001?.video_links_array?.[0]?.href).toBe('https://video.example/full.mp4');
    expect(reply.persons[uuids.chair ?? '']).toMatchObject({ Firstname: 'Ada', Lastname: 'Lovelace' });
  });

  it('answers an abstract or a program item with its parent session', async () => {
    const ab = Schema.decodeUnknownSync(FilterReply)(await (await filter('ab_id=20001', 'attendee')).json());
    expect(Object.keys(ab.entities).sort()).toEqual(['abstract_20001', 'session_1001']);
    const pr = Schema.decodeUnknownSync(FilterReply)(
      await (await filter('program_id=30001', 'attendee')).json(),
    );
    expect(Object.keys(pr.entities).sort()).toEqual(['program_30001', 'session_1001']);
  });

  it('lets authors, chairs and admins open what their access array does not hold', async () => {
    const res = await filter('ab_id=20002', 'author');
    expect(res.status).toBe(200);
    const reply = Schema.decodeUnknownSync(FilterReply)(await res.json());
    expect(Object.keys(reply.entities).sort()).toEqual(['abstract_20002', 'session_1002']);
    // The person's profile comes from their user where one exists; the item's role flags stay.
    expect(reply.persons[uuids.author ?? '']).toMatchObject({
      Firstname: 'Grace',
      Company: 'Navy',
      Picture: 'grace.png',
      presenter: 1,
    });
    expect((await filter('session_id=1001', 'chair')).status).toBe(200);
    expect((await filter('session_id=1002', 'admin')).status).toBe(200);
  });

  it('answers 403 without access, with the locked text', async () => {
    const res = await filter('session_id=1002', 'attendee');
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(PROGRAM_TEXT.LOCKED);
    expect((await filter('ab_id=20002', 'chair')).status).toBe(403);
    expect((await filter('program_id=30001', 'author')).status).toBe(403);
  });

  it('answers 400 for none, several or non-integer ids, and 404 for unknown ones', async () => {
    for (const q of ['', 'session_id=1001&ab_id=20001', 'session_id=abc', 'ab_id=1.5', 'program_id=']) {
      const res = await filter(q, 'attendee');
      expect(res.status, q).toBe(400);
      expect((await res.json()).error.code).toBe('bad_request');
    }
    expect((await filter('session_id=9999', 'admin')).status).toBe(404);
    expect((await filter('ab_id=9', 'admin')).status).toBe(404);
    expect((await filter('program_id=20001', 'admin')).status).toBe(404);
  });

  it("answers 404 for another event's keys and 401 without sign-in", async () => {
    expect((await get(`/api/session/hexbeta/100/filter?session_id=1001`, 'attendee')).status).toBe(404);
    expect((await get(`/api/session/${a.sourceHex}/${a.conferenceId}/filter?session_id=1001`)).status).toBe(
      401,
    );
  });
});

describe('validate_user_session_complete', () => {
  it('waits for the start, then lets a user with access complete', async () => {
    expect(await complete('sid=1001', 'attendee')).toEqual({
      access: false,
      message: PROGRAM_TEXT.EVALUATION_NOT_STARTED,
    });
    expect(await complete('sid=1001', 'admin')).toEqual({ access: true, message: '' });
    expect(await complete('sid=1001', 'chair')).toEqual({ access: true, message: '' });
    s.clock.set(start + 60_000);
    expect(await complete('sid=1001', 'attendee')).toEqual({ access: true, message: '' });
  });

  it('refuses a session outside the access array, on-demand items to live-stream passes, and limited access', async () => {
    expect(await complete('sid=1002', 'attendee')).toEqual({ access: false, message: PROGRAM_TEXT.LOCKED });
    expect(await complete('sid=1004', 'attendee')).toEqual({ access: true, message: '' });
    expect(await complete('sid=1004', 'livestream')).toEqual({
      access: false,
      message: PROGRAM_TEXT.PASS_NO_ACCESS,
    });
    expect(await complete('sid=1001', 'livestream')).toEqual({ access: true, message: '' });
    expect(await complete('sid=1001', 'limited')).toEqual({
      access: false,
      message: PROGRAM_TEXT.PASS_NO_ACCESS,
    });
  });

  it('checks products, and answers 400 and 404 for bad or unknown ids', async () => {
    await s.db.insert(products).values({
      eventId: a.id,
      id: 'p1',
      exhibitorId: 1,
      doc: { id: 'p1', CompID: 1, type: 'product', data: { name: 'Kit', description: '' } },
    });
    expect(await complete('productid=p1', 'attendee')).toEqual({ access: true, message: '' });
    expect((await complete('productid=p1', 'limited')).access).toBe(false);
    expect((await get('/api/validate_user_session_complete?productid=nope', 'attendee')).status).toBe(404);
    expect((await get('/api/validate_user_session_complete?sid=9999', 'attendee')).status).toBe(404);
    for (const q of ['', 'sid=1001&productid=p1', 'sid=x']) {
      expect((await get(`/api/validate_user_session_complete?${q}`, 'attendee')).status, q).toBe(400);
    }
    expect((await get('/api/validate_user_session_complete?sid=1001')).status).toBe(401);
  });
});

describe('awareness read', () => {
  it("answers the user's own outcomes for the item, one per check, in order", async () => {
    const row = (uuid: string, sequence: number, outcome: 'pass' | 'fail', entityId = '1001') => ({
      eventId: a.id,
      uuid,
      entityType: 'session',
      entityId,
      sequence,
      outcome,
    });
    const me = uuids.attendee ?? '';
    await s.db
      .insert(awarenessChecks)
      .values([
        row(me, 1, 'pass'),
        row(me, 2, 'pass'),
        row(me, 1, 'fail', '1004'),
        row(uuids.admin ?? '', 3, 'fail'),
      ]);
    const res = await get('/api/awareness?entity_type=session&entity_id=1001&type=ondemand', 'attendee');
    expect(res.status).toBe(200);
    expect(Schema.decodeUnknownSync(AwarenessReply)(await res.json())).toEqual([
      { sequence: 1, outcome: 'pass' },
      { sequence: 2, outcome: 'pass' },
    ]);
    const none = await get('/api/awareness?entity_type=abstract&entity_id=1001', 'attendee');
    expect(await none.json()).toEqual([]);
    expect((await get('/api/awareness?entity_type=poster&entity_id=1', 'attendee')).status).toBe(400);
    expect((await get('/api/awareness?entity_type=session', 'attendee')).status).toBe(400);
    expect((await get('/api/awareness?entity_type=session&entity_id=1&type=live', 'attendee')).status).toBe(
      400,
    );
    expect((await get('/api/awareness?entity_type=session&entity_id=1001')).status).toBe(401);
  });
});
