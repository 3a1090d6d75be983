import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS } from '../../schemas/constants';
import type { GameTaskKind } from '../../schemas/gameTask';
import { findEventById } from '../../server/areas/events/queries';
import { createGameTasks } from '../../server/areas/game/tasks';
import { analyticsEvents, gameTaskCompletions, gameTasks } from '../../server/db/schema';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

let s: TestServer;
let demo: Awaited<ReturnType<typeof insertEvent>>;
let logged: Awaited<ReturnType<typeof insertEvent>>;

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const gameConfig = {
  start_timestamp: NOW - 86_400_000,
  end_timestamp: NOW + 86_400_000,
  general_config: { allEnabled: 1 },
};
/** The ads the event shows: only these earn points. */
const ads = ['/media/demo/ads/leaderboard-1.png', '/media/ad-1.mp4', '/media/ad-2.mp4', '/media/ad-3.mp4'];
const task = (id: string, taskId: GameTaskKind, redeem_times: number, event: { sourceHex: string }) => ({
  _id: id,
  type: 'static' as const,
  taskId,
  label: id,
  group: 'Ads',
  points: 10,
  redeem_times,
  conference_id: 100,
  source_hex: event.sourceHex,
});

beforeAll(async () => {
  s = await startTestServer();
  demo = await insertEvent(s.db, 'demo', { gamification_enabled: 1, game_config: gameConfig, ads }, true);
  logged = await insertEvent(s.db, 'logged', { admin_logging: 1 });
  for (const email of ['ann@example.com', 'bob@example.com', 'flood@example.com'])
    await insertUser(s.db, demo.id, email);
  await insertUser(s.db, demo.id, 'admin@example.com', { isAdmin: true });
  await insertUser(s.db, demo.id, 'staff@example.com', { xcdStaff: true });
  await insertUser(s.db, logged.id, 'staff@example.com', { xcdStaff: true });
  await s.db.insert(gameTasks).values([
    { eventId: demo.id, id: 'watch-ad', doc: task('watch-ad', 'COMPLETE_WATCH_AD', 2, demo) },
    { eventId: demo.id, id: 'click-ad', doc: task('click-ad', 'BANNER_AD_CLICK', -1, demo) },
  ]);
});
afterAll(() => s.close());

async function signIn(urlid: string, email: string) {
  const res = await s.request('/api/login', { method: 'POST', json: { urlid, email, password: 'demo1234' } });
  return (await res.json()).token as string;
}
const rowsOf = (eventId: string) =>
  s.db.select().from(analyticsEvents).where(eq(analyticsEvents.eventId, eventId));
const adClick = {
  action: 'banner_click',
  page: 'program',
  ad_src: '/media/demo/ads/leaderboard-1.png?exp=1&sig=abc',
  ad_url: 'https://sponsor.example.com',
  ad_place: 'leaderboard',
};

describe('POST /api/analytics', () => {
  it('stores an action with its item, the ad address without its signature', async () => {
    const token = await signIn('demo', 'ann@example.com');
    const res = await s.request('/api/analytics', { method: 'POST', json: adClick, token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ stored: true });
    const watching = {
      action: 'watching_video',
      page: 'session',
      entity_type: 'session',
      entity_id: 's-1',
      seconds: 60,
    };
    expect((await s.request('/api/analytics', { method: 'POST', json: watching, token })).status).toBe(200);
    const rows = await rowsOf(demo.id);
    expect(rows.map((r) => [r.action, r.page, r.adSrc, r.adPlace, r.entityId, r.seconds])).toEqual(
      expect.arrayContaining([
        ['banner_click', 'program', '/media/demo/ads/leaderboard-1.png', 'leaderboard', null, null],
        ['watching_video', 'session', null, null, 's-1', 60],
      ]),
    );
  });

  it('answers 400 naming the wrong fields, for bad actions and missing items, and stores nothing', async () => {
    const token = await signIn('demo', 'bob@example.com');
    const before = (await rowsOf(demo.id)).length;
    const bad = async (json: unknown) => {
      const res = await s.request('/api/analytics', { method: 'POST', json, token });
      expect(res.status).toBe(400);
      return ((await res.json()).error.fields as { path: string }[]).map((f) => f.path);
    };
    expect(await bad({ action: 'dance', page: 'lobby' })).toContain('action');
    expect(await bad({ action: 'view' })).toContain('page');
    expect(await bad({ action: 'banner_view', page: 'lobby' })).toContain('ad_src');
    expect(await bad({ action: 'watching_video', page: 'session', seconds: 5 })).toContain('entity_id');
    expect(await bad({ ...adClick, ad_place: 'moon' })).toContain('ad_place');
    expect(await bad({ action: 'watching_video', page: 'session', entity_id: 'x', seconds: -1 })).toContain(
      'seconds',
    );
    expect((await rowsOf(demo.id)).length).toBe(before);
    expect((await s.request('/api/analytics', { method: 'POST', json: adClick })).status).toBe(401);
  });

  it('does not store staff actions unless the event turns admin logging on', async () => {
    const staff = await signIn('demo', 'staff@example.com');
    const before = (await rowsOf(demo.id)).length;
    const res = await s.request('/api/analytics', { method: 'POST', json: adClick, token: staff });
    expect(await res.json()).toEqual({ stored: false });
    expect((await rowsOf(demo.id)).length).toBe(before);
    const loggedStaff = await signIn('logged', 'staff@example.com');
    const res2 = await s.request('/api/analytics', { method: 'POST', json: adClick, token: loggedStaff });
    expect(await res2.json()).toEqual({ stored: true });
    expect(await rowsOf(logged.id)).toHaveLength(1);
  });

  it('refuses a user over the rate bound with 429, storing nothing more, and lets them on a minute later', async () => {
    const token = await signIn('demo', 'flood@example.com');
    const view = { action: 'view', page: 'lobby' };
    const mine = async () =>
      (await rowsOf(demo.id)).filter((r) => r.action === 'view' && r.page === 'lobby').length;
    for (let i = 0; i < ANALYTICS.MAX_PER_USER; i++)
      expect((await s.request('/api/analytics', { method: 'POST', json: view, token })).status).toBe(200);
    const over = await s.request('/api/analytics', { method: 'POST', json: view, token });
    expect(over.status).toBe(429);
    expect(await mine()).toBe(ANALYTICS.MAX_PER_USER);
    // Another user is not held back by this one.
    const ann = await signIn('demo', 'ann@example.com');
    expect((await s.request('/api/analytics', { method: 'POST', json: view, token: ann })).status).toBe(200);
    s.clock.advance(ANALYTICS.RATE_WINDOW + 1);
    expect((await s.request('/api/analytics', { method: 'POST', json: view, token })).status).toBe(200);
    s.clock.set(NOW);
  });

  it('lists the newest actions to admins only', async () => {
    const admin = await signIn('demo', 'admin@example.com');
    const res = await s.request('/api/analytics', { token: admin });
    expect(res.status).toBe(200);
    const { rows } = await res.json();
    expect(rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'banner_click', ad_place: 'leaderboard' })]),
    );
    const ann = await signIn('demo', 'ann@example.com');
    expect((await s.request('/api/analytics', { token: ann })).status).toBe(403);
  });
});

describe('game tasks from ad actions', () => {
  const completions = (uuid: string) =>
    s.db
      .select()
      .from(gameTaskCompletions)
      .where(and(eq(gameTaskCompletions.eventId, demo.id), eq(gameTaskCompletions.uuid, uuid)));

  it('awards the banner click task once per ad, and the watched-ad task up to its redemptions', async () => {
    const email = 'gamer@example.com';
    const uuid = await insertUser(s.db, demo.id, email);
    const token = await signIn('demo', email);
    const post = (json: unknown) => s.request('/api/analytics', { method: 'POST', json, token });
    await post(adClick);
    await post({ ...adClick, ad_src: '/media/demo/ads/leaderboard-1.png?exp=2&sig=def' });
    expect((await completions(uuid)).map((c) => [c.taskId, c.doneId])).toEqual([
      ['click-ad', '/media/demo/ads/leaderboard-1.png'],
    ]);
    for (const n of [1, 2, 3, 3])
      await post({
        action: 'ad_complete',
        page: 'session',
        ad_src: `/media/ad-${n}.mp4`,
        ad_place: 'preroll',
      });
    const watched = (await completions(uuid)).filter((c) => c.taskId === 'watch-ad');
    expect(watched.map((c) => c.doneId)).toEqual(['/media/ad-1.mp4', '/media/ad-2.mp4']);
    const game = await (await s.request('/api/game', { token })).json();
    expect(game.completed).toEqual(
      expect.arrayContaining([
        { mongoTaskId: 'click-ad', times_redeemed: 1, doneIds: ['/media/demo/ads/leaderboard-1.png'] },
        { mongoTaskId: 'watch-ad', times_redeemed: 2, doneIds: ['/media/ad-1.mp4', '/media/ad-2.mp4'] },
      ]),
    );
  });

  it('awards nothing when the game is off or the event has no such task', async () => {
    const off = await insertEvent(s.db, 'off', { gamification_enabled: 0, game_config: gameConfig });
    const noTask = await insertEvent(s.db, 'notask', { gamification_enabled: 1, game_config: gameConfig });
    await s.db.insert(gameTasks).values([
      { eventId: off.id, id: 'click-ad', doc: task('click-ad', 'BANNER_AD_CLICK', -1, off) },
      { eventId: noTask.id, id: 'post', doc: task('post', 'MAKE_POST', -1, noTask) },
    ]);
    for (const urlid of ['off', 'notask']) {
      const event = urlid === 'off' ? off : noTask;
      const uuid = await insertUser(s.db, event.id, 'player@example.com');
      const token = await signIn(urlid, 'player@example.com');
      const res = await s.request('/api/analytics', { method: 'POST', json: adClick, token });
      expect(await res.json()).toEqual({ stored: true });
      const rows = await s.db.select().from(gameTaskCompletions).where(eq(gameTaskCompletions.uuid, uuid));
      expect(rows).toEqual([]);
    }
  });

  it('records a completion once however often another area calls it, and not outside the game dates', async () => {
    const tasks = createGameTasks(s.db, s.clock);
    const event = await findEventById(s.db, demo.id);
    const action = { kind: 'COMPLETE_WATCH_AD' as const, itemId: '/media/lounge-ad.mp4' };
    const player = async (email: string) => ({
      uuid: await insertUser(s.db, demo.id, email),
      badges: [],
      isAdmin: false,
    });
    const someone = await player('someone@example.com');
    const another = await player('another@example.com');
    expect((await tasks.complete(event, someone, action)).tasks).toEqual([
      { taskId: 'watch-ad', refusal: null },
    ]);
    expect((await tasks.complete(event, someone, action)).tasks).toEqual([
      { taskId: 'watch-ad', refusal: 'alreadyDone' },
    ]);
    s.clock.set(NOW + 2 * 86_400_000);
    expect((await tasks.complete(event, another, action)).tasks).toEqual([
      { taskId: 'watch-ad', refusal: 'outsidePeriod' },
    ]);
    s.clock.set(NOW);
    expect(await completions(someone.uuid)).toHaveLength(1);
    expect(await completions(another.uuid)).toHaveLength(0);
  });
});
