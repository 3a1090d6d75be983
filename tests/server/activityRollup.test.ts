import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivityRollup, SETTLE_MS } from '../../server/areas/analytics/activityRollup';
import { activityLog } from '../../server/db/schema';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

let s: TestServer;
let eventId = '';
let ann = '';
let bob = '';

const log = (uuid: string | null, action: string, entityId: string, at: number, amount?: number) =>
  s.db.insert(activityLog).values({
    eventId,
    uuid,
    action,
    entityType: action === 'booth_visit' ? 'exhibitor' : 'session',
    entityId,
    amount: amount ?? null,
    at: new Date(at),
  });

beforeAll(async () => {
  s = await startTestServer();
  eventId = (await insertEvent(s.db, 'rollup')).id;
  ann = await insertUser(s.db, eventId, 'ann@example.com');
  bob = await insertUser(s.db, eventId, 'bob@example.com');
});
afterAll(() => s.close());

describe('the activity rollup', () => {
  it('reads only what is new at each reading, and leaves the last few seconds for the next', async () => {
    const rollup = createActivityRollup(s.db, s.clock);
    const t = s.clock.now();
    await log(ann, 'session_view', '1', t - 60_000);
    await log(bob, 'session_view', '1', t - 30_000);
    await log(null, 'live_viewers', '1', t - 30_000, 7);
    await log(ann, 'session_view', '1', t - 1_000);
    const first = await rollup.read(eventId, 'UTC');
    // The view of a second ago waits until it has settled.
    expect(first.sessions.get('1')).toMatchObject({ views: 2, peak: 7, samples: 1 });
    expect(first.features.get('program')?.people.size).toBe(2);

    s.clock.advance(SETTLE_MS);
    await log(bob, 'booth_visit', '42', s.clock.now() - SETTLE_MS - 1);
    const second = await rollup.read(eventId, 'UTC');
    expect(second.sessions.get('1')?.views).toBe(3);
    expect(second.booths.get('42')).toMatchObject({ actions: 1 });
    expect(second.booths.get('42')?.people.size).toBe(1);

    // A row read once is not read again: removing it from the table changes nothing already counted.
    await s.db.delete(activityLog);
    s.clock.advance(SETTLE_MS);
    expect((await rollup.read(eventId, 'UTC')).sessions.get('1')?.views).toBe(3);
  });

  it('counts the days in the event’s time zone, and starts over when the time zone changes', async () => {
    const rollup = createActivityRollup(s.db, s.clock);
    // 03:00 UTC on 23 November is still the 22nd in Chicago.
    await log(ann, 'session_view', '2', Date.UTC(2026, 10, 23, 3, 0));
    s.clock.set(Date.UTC(2026, 10, 24));
    const chicago = await rollup.read(eventId, 'America/Chicago');
    expect([...chicago.days.keys()]).toContain('2026-11-22');
    expect([...chicago.days.keys()]).not.toContain('2026-11-23');
    const utc = await rollup.read(eventId, 'UTC');
    expect([...utc.days.keys()]).toContain('2026-11-23');
    expect(utc.sessions.get('2')?.views).toBe(1);
  });
});
