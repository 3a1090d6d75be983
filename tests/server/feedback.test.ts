import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEvents, flags, gameTasks } from '../../server/db/schema';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

let s: TestServer;
let plain: Awaited<ReturnType<typeof insertEvent>>;
let logged: Awaited<ReturnType<typeof insertEvent>>;

beforeAll(async () => {
  s = await startTestServer();
  plain = await insertEvent(s.db, 'demo', { title: 'Demo', gamification_enabled: 0 }, true);
  logged = await insertEvent(s.db, 'logged', { title: 'Logged', admin_logging: 1 });
  await insertUser(s.db, plain.id, 'attendee@example.com');
  await insertUser(s.db, plain.id, 'staff@example.com', { xcdStaff: true });
  await insertUser(s.db, logged.id, 'staff@example.com', { xcdStaff: true });
});
afterAll(() => s.close());

async function signIn(urlid: string, email: string) {
  const res = await s.request('/api/login', { method: 'POST', json: { urlid, email, password: 'demo1234' } });
  const body = await res.json();
  return body.token as string;
}

const click = {
  action: 'click',
  module: 'public_program',
  screen: 'menu',
  title: 'Program',
  title_id: 'program',
  target_type: 'native',
  target: '/main/sessions',
};

describe('POST /api/client-log', () => {
  it('stores a menu click of a signed-in attendee', async () => {
    const token = await signIn('demo', 'attendee@example.com');
    const res = await s.request('/api/client-log', { method: 'POST', json: click, token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ stored: true });
    const rows = await s.db.select().from(clientEvents).where(eq(clientEvents.eventId, plain.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'click',
      module: 'public_program',
      title: 'Program',
      target: '/main/sessions',
    });
  });

  it('answers 401 without sign-in', async () => {
    expect((await s.request('/api/client-log', { method: 'POST', json: click })).status).toBe(401);
  });

  it('answers 400 naming the wrong fields and stores nothing', async () => {
    const token = await signIn('demo', 'attendee@example.com');
    const before = (await s.db.select().from(clientEvents)).length;
    const res = await s.request('/api/client-log', {
      method: 'POST',
      json: { ...click, action: 'dance', target_type: 'elsewhere' },
      token,
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['action', 'target_type']),
    );
    const bad = await s.request('/api/client-log', {
      method: 'POST',
      body: '{',
      token,
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect((await s.db.select().from(clientEvents)).length).toBe(before);
  });

  it('does not store staff clicks unless the event turns admin logging on', async () => {
    const staff = await signIn('demo', 'staff@example.com');
    const res = await s.request('/api/client-log', { method: 'POST', json: click, token: staff });
    expect(await res.json()).toEqual({ stored: false });
    const loggedStaff = await signIn('logged', 'staff@example.com');
    const res2 = await s.request('/api/client-log', { method: 'POST', json: click, token: loggedStaff });
    expect(await res2.json()).toEqual({ stored: true });
    const rows = await s.db.select().from(clientEvents).where(eq(clientEvents.eventId, logged.id));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/flags', () => {
  const report = { entity_type: 'post', entity_id: 'post-17', flag_reason: 'spam' };

  it('stores a report once per user, item and reason', async () => {
    const token = await signIn('demo', 'attendee@example.com');
    const res = await s.request('/api/flags', { method: 'POST', json: report, token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    await s.request('/api/flags', { method: 'POST', json: report, token });
    await s.request('/api/flags', { method: 'POST', json: { ...report, flag_reason: 'offensive' }, token });
    const rows = await s.db.select().from(flags).where(eq(flags.entityId, 'post-17'));
    expect(rows.map((r) => r.reason).sort()).toEqual(['offensive', 'spam']);
  });

  it('answers 400 on an unknown reason or a missing id, 401 without sign-in', async () => {
    const token = await signIn('demo', 'attendee@example.com');
    const res = await s.request('/api/flags', {
      method: 'POST',
      json: { ...report, flag_reason: 'boring' },
      token,
    });
    expect(res.status).toBe(400);
    const res2 = await s.request('/api/flags', { method: 'POST', json: { ...report, entity_id: '' }, token });
    expect(res2.status).toBe(400);
    expect((await s.request('/api/flags', { method: 'POST', json: report })).status).toBe(401);
  });
});

describe('GET /api/game', () => {
  it('answers the game configuration and the tasks of the event', async () => {
    const game = await insertEvent(s.db, 'game', {
      gamification_enabled: 1,
      game_config: {
        start_timestamp: 1,
        end_timestamp: 2,
        showGameInMenu: 1,
        participant_config: { qualifiedBadges: [5] },
        prize_config: { editorHtml: '<p>Prize</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' },
      },
    });
    await insertUser(s.db, game.id, 'player@example.com');
    const doc = {
      _id: 't-1',
      type: 'static' as const,
      taskId: 'VIEW_POSTER' as const,
      label: 'View a poster',
      group: 'Program',
      points: 5,
      redeem_times: 3,
      conference_id: 100,
      source_hex: game.sourceHex,
    };
    await s.db.insert(gameTasks).values({ eventId: game.id, id: 't-1', doc });
    const token = await signIn('game', 'player@example.com');
    const res = await s.request('/api/game', { token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.config).toEqual({
      start_timestamp: 1,
      end_timestamp: 2,
      showGameInMenu: 1,
      participant_config: { qualifiedBadges: [5] },
      // Organisers' HTML leaves the server sanitised.
      prize_config: { editorHtml: '<p>Prize</p><img src="x">' },
    });
    expect(body.tasks).toEqual([doc]);
    expect((await s.request('/api/game')).status).toBe(401);
  });

  it('answers no game when gamification is off', async () => {
    const token = await signIn('demo', 'attendee@example.com');
    const res = await s.request('/api/game', { token });
    expect(await res.json()).toEqual({ config: null, tasks: [], completed: [], points: 0 });
  });
});
