import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActivityLog } from '../../server/areas/activity/activityLog';
import { activityLog } from '../../server/db/schema';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

let s: TestServer;
let a: Awaited<ReturnType<typeof insertEvent>>;
let token = '';
let uuid = '';

const stored = async () => {
  await s.app.flushActivity();
  return (await s.db.select().from(activityLog).orderBy(asc(activityLog.id))).map((r) => ({
    uuid: r.uuid,
    action: r.action,
    entityType: r.entityType,
    entityId: r.entityId,
    amount: r.amount,
  }));
};

beforeAll(async () => {
  s = await startTestServer();
  a = await insertEvent(s.db, 'alpha');
  uuid = await insertUser(s.db, a.id, 'attendee@example.com', { sessionAccess: [1001] });
  const start = s.clock.now() - 600_000;
  await insertItems(s.db, a.id, [
    item(a, {
      _id: 'session_1001',
      session_id: 1001,
      start_time_unix: start,
      end_time_unix: start + 3_600_000,
    }),
  ]);
  token = await signIn(s, 'alpha', 'attendee@example.com');
});
afterAll(() => s.close());

describe('the activity log', () => {
  it("records an attendee's answered actions with what they were about, once each", async () => {
    const filter = `/api/session/${a.sourceHex}/${a.conferenceId}/filter?session_id=1001`;
    expect((await s.request(filter, { token })).status).toBe(200);
    expect((await s.request('/api/favorites/session/1001', { method: 'PUT', token })).status).toBe(200);
    expect(
      (await s.request('/api/ratings/session/1001', { method: 'PUT', token, json: { value: 4 } })).status,
    ).toBe(200);
    expect((await s.request('/api/favorites/session/1001', { method: 'DELETE', token })).status).toBe(200);
    expect(await stored()).toEqual([
      { uuid, action: 'session_view', entityType: 'session', entityId: '1001', amount: null },
      { uuid, action: 'favourite', entityType: 'session', entityId: '1001', amount: null },
      { uuid, action: 'rating', entityType: 'session', entityId: '1001', amount: 4 },
      { uuid, action: 'unfavourite', entityType: 'session', entityId: '1001', amount: null },
    ]);
  });

  it('records nothing for a refused call or a signed-out one', async () => {
    const before = (await stored()).length;
    expect((await s.request('/api/favorites/session/9999', { method: 'PUT', token })).status).toBe(404);
    expect(
      (await s.request('/api/ratings/session/1001', { method: 'PUT', token, json: { value: 9 } })).status,
    ).toBe(400);
    expect((await s.request('/api/favorites/session/1001', { method: 'PUT' })).status).toBe(401);
    expect((await stored()).length).toBe(before);
  });
});

describe('the activity log queue', () => {
  it('writes in batches: nothing until its interval or its bound, then one insert for all', async () => {
    const inserted: number[] = [];
    const db = {
      insert: () => ({
        values: (rows: unknown[]) => {
          inserted.push(rows.length);
          return Promise.resolve();
        },
      }),
    };
    vi.useFakeTimers();
    try {
      const log = createActivityLog({
        db: db as never,
        clock: { now: () => 0 },
        onError: () => {},
        flushMs: 1_000,
        maxQueued: 5,
      });
      for (let i = 0; i < 3; i++) log.record({ eventId: 'e', uuid: 'u', action: 'favourite' });
      expect(inserted).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(inserted).toEqual([3]);
      for (let i = 0; i < 5; i++) log.record({ eventId: 'e', uuid: 'u', action: 'favourite' });
      await vi.advanceTimersByTimeAsync(0);
      expect(inserted).toEqual([3, 5]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a failed write with how many rows it lost, without throwing at the feature', async () => {
    const lost: number[] = [];
    const db = { insert: () => ({ values: () => Promise.reject(new Error('disk full')) }) };
    const log = createActivityLog({
      db: db as never,
      clock: { now: () => 0 },
      onError: (_, rows) => lost.push(rows),
    });
    log.record({ eventId: 'e', uuid: 'u', action: 'like' });
    log.record({ eventId: 'e', uuid: 'u', action: 'like' });
    await log.flush();
    expect(lost).toEqual([2]);
  });
});
