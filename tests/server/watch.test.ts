import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AwarenessReply, PROGRAM_TEXT } from '../../schemas/program';
import { WatchReply } from '../../schemas/watch';
import { addSpan, creditedSeconds, heartbeatSpan, isComplete } from '../../server/areas/watch/coverage';
import { durationSeconds } from '../../server/areas/watch/videoLength';
import { awarenessChecks, watchCoverage } from '../../server/db/schema';
import { call, ok } from '../support/continuingEducation';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let s: TestServer;
let a: Awaited<ReturnType<typeof insertEvent>>;
let start: number;
const tokens: Record<string, string> = {};

const beat = (who: string, body: Record<string, unknown>) =>
  call(s, tokens[who] ?? '', '/api/heartbeat', {
    method: 'POST',
    json: { entity_type: 'session', type: 'ondemand', ...body },
  });
const watched = async (who: string, body: Record<string, unknown>) => ok(WatchReply, await beat(who, body));
const write = (who: string, body: Record<string, unknown>) =>
  call(s, tokens[who] ?? '', '/api/awareness', {
    method: 'POST',
    json: { entity_type: 'session', check_time: s.clock.now(), ...body },
  });

beforeAll(async () => {
  s = await startTestServer();
  start = s.clock.now() + HOUR;
  a = await insertEvent(s.db, 'watch');
  const access = [1001, 1002, 1003];
  for (const who of ['viewer', 'replayer', 'stranger', 'live', 'checker'])
    await insertUser(s.db, a.id, `${who}@example.com`, { sessionAccess: access });
  await insertUser(s.db, a.id, 'locked@example.com');
  await insertItems(s.db, a.id, [
    item(a, {
      _id: 'session_1001',
      session_id: 1001,
      video_links_array: [{ href: 'https://video.example/a.mp4', duration: 600 }],
      live_config_object: { awareness_check_total_count: 2, awareness_check_pass_count: 1 },
    }),
    item(a, {
      _id: 'session_1002',
      session_id: 1002,
      video_links_array: [{ href: 'https://video.example/b.mp4' }],
    }),
    item(a, {
      _id: 'session_1003',
      session_id: 1003,
      start_time_unix: start,
      end_time_unix: start + 30 * MINUTE,
      live_channel_id: 'room-1',
    }),
  ]);
  for (const who of ['viewer', 'replayer', 'stranger', 'live', 'checker', 'locked'])
    tokens[who] = await signIn(s, 'watch', `${who}@example.com`);
});
afterAll(() => s.close());

describe('coverage arithmetic', () => {
  it('merges spans, limits credit by the time since the last heartbeat, and completes above 90 %', () => {
    expect(addSpan([], [10, 20])).toEqual([[10, 20]]);
    expect(
      addSpan(
        [
          [0, 5],
          [30, 40],
        ],
        [5, 30],
      ),
    ).toEqual([[0, 40]]);
    expect(
      addSpan(
        [
          [0, 5],
          [30, 40],
        ],
        [10, 20],
      ),
    ).toEqual([
      [0, 5],
      [10, 20],
      [30, 40],
    ]);
    expect(addSpan([[10, 20]], [0, 3])).toEqual([
      [0, 3],
      [10, 20],
    ]);
    expect(addSpan([[10, 20]], [12, 18])).toEqual([[10, 20]]);
    expect(creditedSeconds(15, null)).toBe(15);
    expect(creditedSeconds(100, null)).toBe(30);
    expect(creditedSeconds(15, 0)).toBe(0);
    expect(creditedSeconds(15, 5_000)).toBe(10);
    expect(creditedSeconds(900, 3_600_000)).toBe(60);
    expect(creditedSeconds(15, -1_000)).toBe(0);
    expect(heartbeatSpan(10, 10, 8)).toEqual([0, 8]);
    expect(heartbeatSpan(5, 0, 8)).toBeNull();
    expect(isComplete(90, 100)).toBe(false);
    expect(isComplete(91, 100)).toBe(true);
    expect(isComplete(0, 0)).toBe(false);
  });

  it('reads a duration as seconds, "mm:ss" or "hh:mm:ss"', () => {
    expect(durationSeconds(95)).toBe(95);
    expect(durationSeconds('95')).toBe(95);
    expect(durationSeconds('01:35')).toBe(95);
    expect(durationSeconds('1:01:35')).toBe(3695);
    for (const bad of [0, -3, Number.NaN, '', 'soon', '1:2:3:4', '-1:00', null]) {
      expect(durationSeconds(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('heartbeats', () => {
  it('adds nothing when the same call is replayed, and clips claims beyond the wall clock', async () => {
    expect(await watched('replayer', { entity_id: '1001', position: 30, duration: 30 })).toEqual({
      entity_type: 'session',
      entity_id: '1001',
      type: 'ondemand',
      watched_seconds: 30,
      length_seconds: 600,
      complete: false,
    });
    for (let n = 0; n < 3; n++) {
      expect(
        (await watched('replayer', { entity_id: '1001', position: 30, duration: 30 })).watched_seconds,
      ).toBe(30);
    }
    // 15 s later the same position again: the seconds it covers are covered already.
    s.clock.advance(15_000);
    expect(
      (await watched('replayer', { entity_id: '1001', position: 30, duration: 15 })).watched_seconds,
    ).toBe(30);
    // 5 s later a claim of 300 s: twice the 5 s that passed.
    s.clock.advance(5_000);
    expect(
      (await watched('replayer', { entity_id: '1001', position: 300, duration: 300 })).watched_seconds,
    ).toBe(40);
    // An hour later: at most a minute.
    s.clock.advance(HOUR);
    expect(
      (await watched('replayer', { entity_id: '1001', position: 500, duration: 900 })).watched_seconds,
    ).toBe(100);
    const read = ok(
      WatchReply,
      await call(s, tokens.replayer ?? '', '/api/heartbeat?entity_type=session&entity_id=1001'),
    );
    expect(read.watched_seconds).toBe(100);
    const [row] = await s.db.select().from(watchCoverage);
    expect(row?.intervals).toEqual([
      [0, 30],
      [290, 300],
      [440, 500],
    ]);
  });

  it('completes a video watched to the end above 90 %', async () => {
    let last = await watched('viewer', { entity_id: '1001', position: 15, duration: 15 });
    for (let position = 30; position <= 600; position += 15) {
      s.clock.advance(15_000);
      last = await watched('viewer', { entity_id: '1001', position, duration: 15 });
      if (position === 540) expect(last).toMatchObject({ watched_seconds: 540, complete: false });
    }
    expect(last).toMatchObject({ watched_seconds: 600, length_seconds: 600, complete: true });
    // Positions past the end count up to the end only.
    s.clock.advance(15_000);
    expect(
      (await watched('viewer', { entity_id: '1001', position: 700, duration: 15 })).watched_seconds,
    ).toBe(600);
  });

  it("takes the request's length when the program has none, the first one given", async () => {
    const first = await beat('viewer', { entity_id: '1002', position: 10, duration: 10 });
    expect(first.status).toBe(400);
    expect(first.fields).toEqual(['length']);
    expect(
      await watched('viewer', { entity_id: '1002', position: 10, duration: 10, length: 50 }),
    ).toMatchObject({
      watched_seconds: 10,
      length_seconds: 50,
    });
    s.clock.advance(30_000);
    expect(
      await watched('viewer', { entity_id: '1002', position: 80, duration: 30, length: 500 }),
    ).toMatchObject({
      watched_seconds: 40,
      length_seconds: 50,
      complete: false,
    });
  });

  it('places live heartbeats by the server clock within the session', async () => {
    const live = (duration = 15) =>
      watched('live', { entity_id: '1003', type: 'live', position: 9999, duration });
    s.clock.set(start - MINUTE);
    expect(await live()).toMatchObject({ watched_seconds: 0, length_seconds: 1800, type: 'live' });
    s.clock.set(start + 10 * MINUTE);
    expect((await live()).watched_seconds).toBe(15);
    s.clock.advance(15_000);
    expect((await live()).watched_seconds).toBe(30);
    s.clock.set(start + 2 * HOUR);
    expect((await live()).watched_seconds).toBe(30);
    const read = ok(
      WatchReply,
      await call(s, tokens.live ?? '', '/api/heartbeat?entity_type=session&entity_id=1003&type=live'),
    );
    expect(read).toMatchObject({ watched_seconds: 30, length_seconds: 1800 });
    expect((await beat('live', { entity_id: '1001', type: 'live', position: 0, duration: 15 })).status).toBe(
      404,
    );
    expect(
      (await call(s, tokens.live ?? '', '/api/heartbeat?entity_type=session&entity_id=1001&type=live'))
        .status,
    ).toBe(404);
  });

  it('answers 404 for unknown items, 403 for locked ones, 400 for bad values, and stores nothing', async () => {
    const before = (await s.db.select().from(watchCoverage)).length;
    expect((await beat('stranger', { entity_id: '9999', position: 1, duration: 1 })).status).toBe(404);
    expect(
      (await beat('stranger', { entity_type: 'abstract', entity_id: '1001', position: 1, duration: 1 }))
        .status,
    ).toBe(404);
    const locked = await beat('locked', { entity_id: '1001', position: 1, duration: 1 });
    expect(locked).toMatchObject({ status: 403, message: PROGRAM_TEXT.LOCKED });
    for (const [body, field] of [
      [{ entity_id: '1001', position: -1, duration: 1 }, 'position'],
      [{ entity_id: '1001', position: 1, duration: 4000 }, 'duration'],
      [{ entity_id: '1.5', position: 1, duration: 1 }, 'entity_id'],
      [{ entity_id: '1001', position: 1, duration: 1, type: 'replay' }, 'type'],
    ] as const) {
      const res = await beat('stranger', body);
      expect(res.status, field).toBe(400);
      expect(res.fields).toContain(field);
    }
    expect(
      (await call(s, tokens.locked ?? '', '/api/heartbeat?entity_type=session&entity_id=1001')).status,
    ).toBe(403);
    expect((await s.request('/api/heartbeat?entity_type=session&entity_id=1001')).status).toBe(401);
    expect((await s.db.select().from(watchCoverage)).length).toBe(before);
  });
});

describe('awareness writes', () => {
  it('keeps the first outcome of each check and answers all of the user’s outcomes', async () => {
    const first = await write('checker', { entity_id: '1001', sequence: 2, outcome: 'fail' });
    expect(Schema.decodeUnknownSync(AwarenessReply)(first.body)).toEqual([{ sequence: 2, outcome: 'fail' }]);
    const again = await write('checker', { entity_id: '1001', sequence: 2, outcome: 'pass' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual([{ sequence: 2, outcome: 'fail' }]);
    const next = await write('checker', { entity_id: '1001', sequence: 1, outcome: 'pass' });
    expect(next.body).toEqual([
      { sequence: 1, outcome: 'pass' },
      { sequence: 2, outcome: 'fail' },
    ]);
    const read = await call(s, tokens.checker ?? '', '/api/awareness?entity_type=session&entity_id=1001');
    expect(read.body).toEqual(next.body);
    expect((await s.db.select().from(awarenessChecks)).length).toBe(2);
  });

  it('refuses checks beyond the item’s count, items without checks, and locked items', async () => {
    const beyond = await write('checker', { entity_id: '1001', sequence: 3, outcome: 'pass' });
    expect(beyond.status).toBe(400);
    expect(beyond.fields).toEqual(['sequence']);
    expect((await write('checker', { entity_id: '1002', sequence: 1, outcome: 'pass' })).status).toBe(404);
    expect((await write('checker', { entity_id: '9999', sequence: 1, outcome: 'pass' })).status).toBe(404);
    expect((await write('locked', { entity_id: '1001', sequence: 1, outcome: 'pass' })).status).toBe(403);
    for (const [body, field] of [
      [{ entity_id: '1001', sequence: 0, outcome: 'pass' }, 'sequence'],
      [{ entity_id: '1001', sequence: 1.5, outcome: 'pass' }, 'sequence'],
      [{ entity_id: '1001', sequence: 1, outcome: 'maybe' }, 'outcome'],
      [{ entity_id: '1001', sequence: 1, outcome: 'pass', check_time: -5 }, 'check_time'],
    ] as const) {
      const res = await write('checker', body);
      expect(res.status, field).toBe(400);
      expect(res.fields).toContain(field);
    }
    expect((await s.db.select().from(awarenessChecks)).length).toBe(2);
  });
});
