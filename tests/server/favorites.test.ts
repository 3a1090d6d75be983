import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVORITE_TEXT, FavoritesReply } from '../../schemas/favorite';
import { favorites } from '../../server/db/schema';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

let s: TestServer;
let a: Awaited<ReturnType<typeof insertEvent>>;
const hour = 3_600_000;
let start: number;
const tokens: Record<string, string> = {};

const call = (method: string, path: string, who: string) =>
  s.request(`/api/favorites${path}`, { method, token: tokens[who] ?? '' });
const list = async (who: string) => {
  const res = await call('GET', '', who);
  expect(res.status).toBe(200);
  return Schema.decodeUnknownSync(FavoritesReply)(await res.json()).favorites;
};
const stored = async () => (await s.db.select().from(favorites)).length;

beforeAll(async () => {
  s = await startTestServer();
  a = await insertEvent(s.db, 'alpha', { lobbies: [{ id: 7, label: 'Coffee corner' }] });
  const b = await insertEvent(s.db, 'beta');
  await insertUser(s.db, a.id, 'attendee@example.com');
  await insertUser(s.db, a.id, 'other@example.com');
  await insertUser(s.db, a.id, 'forced@example.com', { forceIntoItinerary: '1002, 1001,x' });
  await insertUser(s.db, a.id, 'insider@example.com', { sessionAccess: [1003] });
  start = s.clock.now() + hour;
  await insertItems(s.db, a.id, [
    item(a, { _id: 'session_1001', session_id: 1001, start_time_unix: start, end_time_unix: start + hour }),
    item(a, { _id: 'abstract_20001', internal_type: 'abstract', session_id: 1001, ab_id: 20001 }),
    item(a, { _id: 'program_30001', internal_type: 'program', session_id: 1001, program_id: 30001 }),
    item(a, { _id: 'session_1002', session_id: 1002, office_hours: [{ start, end: start + hour }] }),
    item(a, { _id: 'session_1003', session_id: 1003, live_config_object: { hide_from_public: 1 } }),
  ]);
  await insertItems(s.db, b.id, [item(b, { _id: 'session_2001', session_id: 2001 })]);
  for (const who of ['attendee', 'other', 'forced', 'insider'])
    tokens[who] = await signIn(s, 'alpha', `${who}@example.com`);
});
afterAll(() => s.close());

describe('favorites', () => {
  it('saves each kind of item once, lists them for their owner only, and removes them', async () => {
    for (const path of [
      '/session/1001',
      '/abstract/20001',
      '/program/30001',
      '/officeHour/1002',
      '/networking_lounge/7',
    ])
      for (let i = 0; i < 2; i++) expect((await call('PUT', path, 'attendee')).status).toBe(200);
    const mine = await list('attendee');
    expect(mine).toMatchObject([
      { entity_type: 'session', entity_id: '1001', forced: false },
      { entity_type: 'abstract', entity_id: '20001', forced: false },
      { entity_type: 'program', entity_id: '30001', forced: false },
      { entity_type: 'officeHour', entity_id: '1002', forced: false },
      { entity_type: 'networking_lounge', entity_id: '7', forced: false },
    ]);
    // Program items come with what reminders and calendars need.
    expect(mine[0]).toMatchObject({ session_id: 1001, start_time_unix: start, end_time_unix: start + hour });
    expect(mine[0]?.title).toBeTruthy();
    expect(mine[1]).toMatchObject({ session_id: 1001 });
    expect(mine[4]?.title).toBeUndefined();
    expect(await list('other')).toEqual([]);
    expect((await call('DELETE', '/abstract/20001', 'attendee')).status).toBe(200);
    expect((await call('DELETE', '/abstract/20001', 'attendee')).status).toBe(200);
    expect((await list('attendee')).map((f) => f.entity_id)).toEqual(['1001', '30001', '1002', '7']);
  });

  it('refuses unknown items, items of another event and bad paths, storing nothing', async () => {
    const before = await stored();
    for (const [path, status] of [
      ['/session/9999', 404],
      ['/session/2001', 404],
      ['/abstract/1', 404],
      ['/officeHour/1001', 404],
      ['/networking_lounge/8', 404],
      ['/session/abc', 404],
      ['/poster/1001', 400],
      ['/session/a%20b', 400],
    ] as const) {
      const res = await call('PUT', path, 'other');
      expect(res.status, path).toBe(status);
      expect((await res.json()).error.message).toBeTruthy();
    }
    expect(await stored()).toBe(before);
  });

  it('hides a session hidden from public lists from those who may not open it', async () => {
    const res = await call('PUT', '/session/1003', 'other');
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('Session not found');
    expect((await call('PUT', '/session/1003', 'insider')).status).toBe(200);
  });

  it('always lists the sessions forced into the itinerary, and refuses to remove them', async () => {
    expect(await list('forced')).toMatchObject([
      { entity_type: 'session', entity_id: '1002', forced: true },
      { entity_type: 'session', entity_id: '1001', forced: true },
    ]);
    const res = await call('DELETE', '/session/1001', 'forced');
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(FAVORITE_TEXT.FORCED);
    expect((await call('PUT', '/session/1001', 'forced')).status).toBe(200);
    expect((await list('forced')).filter((f) => f.entity_id === '1001')).toHaveLength(1);
  });

  it('asks for sign-in', async () => {
    expect((await s.request('/api/favorites')).status).toBe(401);
  });
});
