import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVALUATION_TEXT } from '../../schemas/evaluation';
import { PROGRAM_TEXT, SessionCompleteReply } from '../../schemas/program';
import { WatchReply } from '../../schemas/watch';
import { call, ok, patchConfig } from '../support/continuingEducation';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let s: TestServer;
let a: Awaited<ReturnType<typeof insertEvent>>;
let start: number;
let opened: number;
const tokens: Record<string, string> = {};

const complete = async (sid: number, who: string) =>
  ok(
    SessionCompleteReply,
    await call(s, tokens[who] ?? '', `/api/validate_user_session_complete?sid=${sid}`),
  );
const beat = async (who: string, body: Record<string, unknown>) =>
  ok(WatchReply, await call(s, tokens[who] ?? '', '/api/heartbeat', { method: 'POST', json: body }));
const aware = (who: string, sequence: number, outcome: 'pass' | 'fail') =>
  call(s, tokens[who] ?? '', '/api/awareness', {
    method: 'POST',
    json: { entity_type: 'session', entity_id: '1002', sequence, outcome, check_time: s.clock.now() },
  });

beforeAll(async () => {
  s = await startTestServer();
  opened = s.clock.now();
  start = opened + 2 * HOUR;
  a = await insertEvent(s.db, 'rules');
  const access = [1001, 1002, 1003];
  await insertUser(s.db, a.id, 'attendee@example.com', { sessionAccess: access });
  await insertUser(s.db, a.id, 'watcher@example.com', { sessionAccess: access });
  await insertUser(s.db, a.id, 'admin@example.com', { isAdmin: true });
  const chair = await insertUser(s.db, a.id, 'chair@example.com');
  await insertItems(s.db, a.id, [
    item(a, {
      _id: 'session_1001',
      session_id: 1001,
      start_time_unix: start,
      end_time_unix: start + HOUR,
      live_channel_id: 'room-1',
      session_chair_array: [{ uuid: chair, Firstname: 'Chair', Lastname: 'Person' }],
    }),
    item(a, {
      _id: 'session_1002',
      session_id: 1002,
      video_links_array: [{ href: 'https://video.example/a.mp4', duration: 100 }],
      live_config_object: { awareness_check_total_count: 3, awareness_check_pass_count: 2 },
    }),
    item(a, {
      _id: 'session_1003',
      session_id: 1003,
      video_links_array: [{ href: 'https://video.example/b.mp4', duration: 100 }],
    }),
  ]);
  for (const who of ['attendee', 'watcher', 'admin', 'chair'])
    tokens[who] = await signIn(s, 'rules', `${who}@example.com`);
});
afterAll(() => s.close());
beforeEach(() => s.clock.set(opened));

describe('the start rule (default)', () => {
  it('waits for the start with the default or the configured text, unless available before start', async () => {
    expect(await complete(1001, 'attendee')).toEqual({
      access: false,
      message: PROGRAM_TEXT.EVALUATION_NOT_STARTED,
    });
    await patchConfig(s.db, a.id, { evaluation_config: { not_started_message: 'Come back at ten.' } });
    expect(await complete(1001, 'attendee')).toEqual({ access: false, message: 'Come back at ten.' });
    await patchConfig(s.db, a.id, { evaluation_config: { available_before_start: 1 } });
    expect(await complete(1001, 'attendee')).toEqual({ access: true, message: '' });
    await patchConfig(s.db, a.id, { evaluation_config: { rule: 'start' } });
    s.clock.set(start);
    expect(await complete(1001, 'attendee')).toEqual({ access: true, message: '' });
  });
});

describe('the attendance rule', () => {
  it("needs the user's live heartbeats to cover attendance_minutes of the session", async () => {
    await patchConfig(s.db, a.id, { evaluation_config: { rule: 'attendance', attendance_minutes: 2 } });
    const attend = () =>
      beat('attendee', {
        entity_type: 'session',
        entity_id: '1001',
        type: 'live',
        position: 0,
        duration: 15,
      });
    const notYet = { access: false, message: EVALUATION_TEXT.ATTEND_FIRST.replace('{minutes}', '2') };
    // Before the session, heartbeats count nothing.
    s.clock.set(start - 5 * MINUTE);
    expect((await attend()).watched_seconds).toBe(0);
    s.clock.set(start + MINUTE);
    expect(await complete(1001, 'attendee')).toEqual(notYet);
    let watched = 0;
    for (let n = 0; n < 8; n++) {
      s.clock.advance(15_000);
      watched = (await attend()).watched_seconds;
    }
    expect(watched).toBe(120);
    expect(await complete(1001, 'attendee')).toEqual({ access: true, message: '' });
    // The default is 10 minutes.
    await patchConfig(s.db, a.id, { evaluation_config: { rule: 'attendance' } });
    expect(await complete(1001, 'attendee')).toEqual({
      access: false,
      message: EVALUATION_TEXT.ATTEND_FIRST.replace('{minutes}', '10'),
    });
    expect(await complete(1001, 'admin')).toEqual({ access: true, message: '' });
  });
});

describe('the watch rule', () => {
  it('needs more than 90 % of the on-demand video covered; attendance reads so for on-demand items', async () => {
    await patchConfig(s.db, a.id, { evaluation_config: { rule: 'watch' } });
    const notYet = { access: false, message: EVALUATION_TEXT.WATCH_FIRST };
    expect(await complete(1003, 'watcher')).toEqual(notYet);
    const watch = (position: number) =>
      beat('watcher', {
        entity_type: 'session',
        entity_id: '1003',
        type: 'ondemand',
        position,
        duration: 30,
      });
    expect(await watch(30)).toMatchObject({ watched_seconds: 30, length_seconds: 100, complete: false });
    for (const position of [60, 90]) {
      s.clock.advance(30_000);
      await watch(position);
    }
    // 90 of 100 seconds is not more than 90 %.
    expect(await complete(1003, 'watcher')).toEqual(notYet);
    s.clock.advance(30_000);
    expect(await watch(100)).toMatchObject({ watched_seconds: 100, complete: true });
    expect(await complete(1003, 'watcher')).toEqual({ access: true, message: '' });
    await patchConfig(s.db, a.id, { evaluation_config: { rule: 'attendance' } });
    expect(await complete(1003, 'watcher')).toEqual({ access: true, message: '' });
    expect(await complete(1003, 'attendee')).toEqual(notYet);
  });
});

describe('awareness checks', () => {
  it('needs awareness_check_pass_count passed checks, telling how many of how many', async () => {
    await patchConfig(s.db, a.id, { evaluation_config: { rule: 'start' } });
    const passed = (x: number) => ({
      access: false,
      message: `You have passed ${x} check(s) out of 3 check(s).`,
    });
    expect(await complete(1002, 'attendee')).toEqual(passed(0));
    expect((await aware('attendee', 1, 'pass')).status).toBe(200);
    expect(await complete(1002, 'attendee')).toEqual(passed(1));
    expect((await aware('attendee', 2, 'fail')).status).toBe(200);
    expect(await complete(1002, 'attendee')).toEqual(passed(1));
    expect((await aware('attendee', 3, 'pass')).status).toBe(200);
    expect(await complete(1002, 'attendee')).toEqual({ access: true, message: '' });
    expect(await complete(1002, 'admin')).toEqual({ access: true, message: '' });
    expect(await complete(1002, 'watcher')).toEqual(passed(0));
  });

  it('still refuses sessions the user may not open, before any rule', async () => {
    expect(await complete(1002, 'chair')).toEqual({ access: false, message: PROGRAM_TEXT.LOCKED });
  });
});
