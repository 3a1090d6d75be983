import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsOverview, SessionAnalytics } from '../../schemas/eventAnalytics';
import { SETTLE_MS } from '../../server/areas/analytics/activityRollup';
import { FIGURES_TTL_MS } from '../../server/areas/analytics/eventAnalytics';
import { ONLINE_PRESENCE_KEY } from '../../schemas/relay';
import { Schema } from 'effect';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A scripted event: two attendees and an admin, a live session (1001) and a recorded one (1002), a lounge; the
 * relay's presence is a table the script sets minute by minute. Every expected figure is worked out by hand
 * from the script in the comments beside it.
 */
let s: TestServer;
let a: Awaited<ReturnType<typeof insertEvent>>;
const tokens: Record<'ada' | 'ben' | 'admin', string> = { ada: '', ben: '', admin: '' };
const present = new Map<string, Map<string, number>>();
const jobs: { ms: number; job: () => Promise<void> }[] = [];
let firstSample = 0;

const setPresence = (nsp: string, rooms: Record<string, number>) =>
  present.set(nsp, new Map(Object.entries(rooms).filter(([, n]) => n > 0)));
const sampleNow = async () => {
  for (const { ms, job } of jobs) if (ms === MINUTE) await job();
};
const api = (path: string, token: string, init: { method?: string; json?: unknown } = {}) =>
  s.request(path, { token, ...init });
const expectOk = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res;
};
const overview = async () => {
  await s.app.flushActivity();
  const res = await expectOk(await api('/api/admin/analytics', tokens.admin));
  return Schema.decodeUnknownSync(AnalyticsOverview)(await res.json());
};

beforeAll(async () => {
  s = await startTestServer({
    presenceSnapshot: async (nsp) => new Map(present.get(nsp) ?? []),
    scheduleEvery: (ms, job) => void jobs.push({ ms, job }),
  });
  a = await insertEvent(s.db, 'figures', {
    timezone: 'America/Chicago',
    lobbies: [{ id: 'hall', label: 'Hallway Track' }],
  });
  const access = [1001, 1002];
  await insertUser(s.db, a.id, 'ada@example.com', { sessionAccess: access });
  await insertUser(s.db, a.id, 'ben@example.com', { sessionAccess: access });
  await insertUser(s.db, a.id, 'admin@example.com', { isAdmin: true, sessionAccess: access });
  const start = s.clock.now() - 10 * MINUTE;
  await insertItems(s.db, a.id, [
    item(a, {
      _id: 'session_1001',
      session_id: 1001,
      title: '=Keynote, "live"',
      start_time_unix: start,
      end_time_unix: start + HOUR,
    }),
    item(a, {
      _id: 'session_1002',
      session_id: 1002,
      title: 'Recorded workshop',
      start_time_unix: start - 2 * HOUR,
      end_time_unix: start - HOUR,
      video_links_array: [{ href: 'https://video.example/w.mp4', duration: 3_600 }],
    }),
  ]);
  for (const who of ['ada', 'ben', 'admin'] as const)
    tokens[who] = await signIn(s, 'figures', `${who}@example.com`);

  // Page views: Ada opens both sessions, Ben the live one.
  const page = (id: number) => `/api/session/${a.sourceHex}/${a.conferenceId}/filter?session_id=${id}`;
  await expectOk(await api(page(1001), tokens.ada));
  await expectOk(await api(page(1002), tokens.ada));
  await expectOk(await api(page(1001), tokens.ben));
  // Favourites: both save 1001, Ada also 1002.
  await expectOk(await api('/api/favorites/session/1001', tokens.ada, { method: 'PUT' }));
  await expectOk(await api('/api/favorites/session/1001', tokens.ben, { method: 'PUT' }));
  await expectOk(await api('/api/favorites/session/1002', tokens.ada, { method: 'PUT' }));
  // Ratings of 1001: 4 and 3 stars.
  await expectOk(await api('/api/ratings/session/1001', tokens.ada, { method: 'PUT', json: { value: 4 } }));
  await expectOk(await api('/api/ratings/session/1001', tokens.ben, { method: 'PUT', json: { value: 3 } }));

  // Minute 0: 2 watch 1001 live, 3 are in the lounge, 3 people online.
  setPresence('/session', { live_1001: 2 });
  setPresence('/lounge', { lounge_hall: 3 });
  setPresence(ONLINE_PRESENCE_KEY, { u1: 1, u2: 2, u3: 1 });
  firstSample = s.clock.now();
  await sampleNow();
  // Ada watches the recording of 1002 for three minutes, a heartbeat a minute; Ben for two.
  const beat = async (who: 'ada' | 'ben', position: number) =>
    expectOk(
      await api('/api/heartbeat', tokens[who], {
        method: 'POST',
        json: { entity_type: 'session', entity_id: '1002', type: 'ondemand', position, duration: 60 },
      }),
    );
  s.clock.advance(MINUTE);
  await beat('ada', 60);
  await beat('ben', 60);
  // Minute 1: 4 watch live, 1 in the lounge.
  setPresence('/session', { live_1001: 4 });
  setPresence('/lounge', { lounge_hall: 1 });
  await sampleNow();
  s.clock.advance(MINUTE);
  await beat('ada', 120);
  await beat('ben', 120);
  // Minute 2: 3 watch live, the lounge is empty (no sample), 2 online.
  setPresence('/session', { live_1001: 3 });
  setPresence('/lounge', {});
  setPresence(ONLINE_PRESENCE_KEY, { u1: 1, u2: 1 });
  await sampleNow();
  s.clock.advance(MINUTE);
  await beat('ada', 180);
  // The figures are those of a few seconds ago (the log's last rows settle first).
  s.clock.advance(SETTLE_MS);
});
afterAll(() => s.close());

describe('the organisers’ figures of a scripted event', () => {
  it('counts each session’s views, live viewers, recording minutes, favourites, ratings and viewers now', async () => {
    const figures = await overview();
    expect(figures.timeZone).toBe('America/Chicago');
    expect(figures.onlineNow).toBe(2);
    expect(figures.sessions).toEqual([
      {
        sessionId: 1002,
        title: 'Recorded workshop',
        start: expect.any(Number),
        views: 1,
        watchingNow: 0,
        livePeak: 0,
        liveAverage: 0,
        // Ada 3 minutes and Ben 2: two viewers, 5 minutes.
        onDemandViewers: 2,
        onDemandMinutes: 5,
        favourites: 1,
        averageRating: null,
        ratings: 0,
        posts: 0,
      },
      {
        sessionId: 1001,
        title: '=Keynote, "live"',
        start: expect.any(Number),
        views: 2,
        watchingNow: 3,
        // Samples 2, 4, 3: peak 4, average 3.
        livePeak: 4,
        liveAverage: 3,
        onDemandViewers: 0,
        onDemandMinutes: 0,
        favourites: 2,
        // (4 + 3) / 2
        averageRating: 3.5,
        ratings: 2,
        posts: 0,
      },
    ]);
  });

  it('draws a session’s live viewers minute by minute', async () => {
    await s.app.flushActivity();
    const res = await expectOk(await api('/api/admin/analytics/sessions/1001', tokens.admin));
    const figures = Schema.decodeUnknownSync(SessionAnalytics)(await res.json());
    expect(figures.viewers).toEqual([
      { at: firstSample, viewers: 2 },
      { at: firstSample + MINUTE, viewers: 4 },
      { at: firstSample + 2 * MINUTE, viewers: 3 },
    ]);
    expect(figures.session.livePeak).toBe(4);
  });

  it('counts lounge joins, peak and minutes, engagement by feature, and people signed in per day', async () => {
    const figures = await overview();
    // Samples 3 and 1 (the empty minute is not a sample): peak 3, 4 person-minutes.
    expect(figures.lounges).toEqual([
      { loungeId: 'hall', name: 'Hallway Track', joins: 0, peak: 3, minutes: 4 },
    ]);
    const feature = (name: string) => figures.engagement.find((f) => f.feature === name);
    // 3 page views + 3 favourites + 2 ratings, by Ada and Ben.
    expect(feature('program')).toEqual({ feature: 'program', actions: 8, people: 2 });
    // 5 heartbeats by the two of them.
    expect(feature('video')).toEqual({ feature: 'video', actions: 5, people: 2 });
    expect(feature('wall')).toEqual({ feature: 'wall', actions: 0, people: 0 });
    // 22 November 2026 12:00 UTC is 06:00 in Chicago: all three signed in that day.
    expect(figures.signedInPerDay).toEqual([{ day: '2026-11-22', attendees: 3 }]);
  });

  it('puts a sign-in after midnight in the event’s time zone on the next day', async () => {
    // 19:00 in Chicago is already 23 November in UTC, but still the 22nd at the event.
    s.clock.set(Date.UTC(2026, 10, 23, 1, 0));
    await signIn(s, 'figures', 'ben@example.com');
    expect((await overview()).signedInPerDay).toEqual([{ day: '2026-11-22', attendees: 3 }]);
    // 01:00 on the 23rd in Chicago.
    s.clock.set(Date.UTC(2026, 10, 23, 7, 0));
    await signIn(s, 'figures', 'ben@example.com');
    expect((await overview()).signedInPerDay).toEqual([
      { day: '2026-11-22', attendees: 3 },
      { day: '2026-11-23', attendees: 1 },
    ]);
  });

  it('exports a table as CSV, with a typed formula made inert', async () => {
    const res = await expectOk(await api('/api/admin/analytics/sessions.csv', tokens.admin));
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="sessions.csv"');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'session_id,title,views,watching_now,live_peak,live_average,on_demand_viewers,on_demand_minutes,favourites,average_rating,ratings,posts',
    );
    expect(lines).toContain(`1001,"'=Keynote, ""live""",2,3,4,3,0,0,2,3.5,2,0`);
    const viewers = await expectOk(await api('/api/admin/analytics/sessions/1001/viewers.csv', tokens.admin));
    expect((await viewers.text()).trim().split('\r\n').slice(1)).toEqual([
      `${new Date(firstSample).toISOString()},2`,
      `${new Date(firstSample + MINUTE).toISOString()},4`,
      `${new Date(firstSample + 2 * MINUTE).toISOString()},3`,
    ]);
  });
});

describe('who may read the figures', () => {
  it('refuses attendees and signed-out callers, each address and export', async () => {
    for (const path of [
      '/api/admin/analytics',
      '/api/admin/analytics/sessions/1001',
      '/api/admin/analytics/sessions.csv',
      '/api/admin/analytics/sessions/1001/viewers.csv',
    ]) {
      expect((await api(path, tokens.ada)).status, path).toBe(403);
      expect((await s.request(path)).status, path).toBe(401);
    }
  });

  it('answers a wrong table or session with a clear error, not a 500', async () => {
    const nonsense = await api('/api/admin/analytics/nonsense.csv', tokens.admin);
    expect(nonsense.status).toBe(400);
    expect(await nonsense.text()).toContain('table');
    expect((await api('/api/admin/analytics/sessions/abc', tokens.admin)).status).toBe(400);
    expect((await api('/api/admin/analytics/sessions/999999', tokens.admin)).status).toBe(404);
  });
});

describe('reading the figures at a large event', () => {
  it('reuses the figures for 10 s for every admin, while who watches now is read on every call', async () => {
    const before = (await overview()).sessions.find((f) => f.sessionId === 1001);
    const page = `/api/session/${a.sourceHex}/${a.conferenceId}/filter?session_id=1001`;
    await expectOk(await api(page, tokens.ada));
    setPresence('/session', { live_1001: 9 });
    const soon = (await overview()).sessions.find((f) => f.sessionId === 1001);
    expect(soon?.views).toBe(before?.views);
    expect(soon?.watchingNow).toBe(9);
    s.clock.advance(FIGURES_TTL_MS);
    expect((await overview()).sessions.find((f) => f.sessionId === 1001)?.views).toBe(
      (before?.views ?? 0) + 1,
    );
  });
});
