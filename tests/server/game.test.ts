import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pointsRefusal as machineRefusal } from '../../machines/gameEligibility';
import { toGameData } from '../../machines/support/gameData';
import { GAME } from '../../schemas/constants';
import type { EventConfig } from '../../schemas/eventConfig';
import type { GameTaskDoc, GameTaskKind } from '../../schemas/gameTask';
import type { RelayMessage } from '../../schemas/relay';
import { findEventById } from '../../server/areas/events/queries';
import { createLeaderboardFeed } from '../../server/areas/game/leaderboardFeed';
import { createGameTasks, type TaskPlayer } from '../../server/areas/game/tasks';
import {
  activityLog,
  events,
  gameScores,
  gameTaskCompletions,
  gameTasks,
  users,
} from '../../server/db/schema';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const QUALIFIED = 5;
const DISQUALIFIED = 9;
const START = NOW - HOUR;
const END = NOW + HOUR;

const gameConfig = {
  start_timestamp: START,
  end_timestamp: END,
  showGameInMenu: 1,
  general_config: { allEnabled: 0 },
  participant_config: { qualifiedBadges: [QUALIFIED], disqualifiedBadges: [DISQUALIFIED], hide_admins: 1 },
  prize_config: { editorHtml: '<p>A hoodie</p>' },
};

let s: TestServer;
type EventKey = Awaited<ReturnType<typeof insertEvent>>;
let ev: EventKey;

const task = (
  event: EventKey,
  id: string,
  taskId: GameTaskKind,
  points: number,
  redeem_times: number,
  model_id?: string,
): GameTaskDoc => ({
  _id: id,
  type: model_id === undefined ? 'static' : 'associated',
  taskId,
  ...(model_id === undefined ? {} : { model_type: 'item', model_id }),
  label: id,
  group: 'Test',
  points,
  redeem_times,
  conference_id: 100,
  source_hex: event.sourceHex,
});

async function makeEvent(urlId: string, config: Partial<EventConfig>, tasks: (e: EventKey) => GameTaskDoc[]) {
  const event = await insertEvent(s.db, urlId, config);
  const docs = tasks(event);
  if (docs.length > 0)
    await s.db.insert(gameTasks).values(docs.map((doc) => ({ eventId: event.id, id: doc._id, doc })));
  return event;
}

const defaultTasks = (e: EventKey) => [
  task(e, 'booth', 'VIEW_BOOTH', 3, 2),
  task(e, 'featured', 'VIEW_BOOTH', 20, 2, '42'),
  task(e, 'poster', 'VIEW_POSTER', 1, GAME.UNLIMITED_REDEEM),
  task(e, 'menu', 'CUSTOM_MENU_CLICK', 4, 1),
  task(e, 'post', 'MAKE_POST', 5, 5),
  task(e, 'picture', 'MAKE_POST_WITH_PICTURE', 7, 5),
];

const emails = new Map<string, string>();
async function player(eventId: string, badges: number[], isAdmin = false): Promise<TaskPlayer> {
  const email = `p${emails.size + 1}@example.com`;
  const uuid = await insertUser(s.db, eventId, email, { badges, isAdmin, firstname: `P${emails.size + 1}` });
  emails.set(uuid, email);
  return { uuid, badges, isAdmin };
}

async function signIn(urlid: string, uuid: string) {
  const res = await s.request('/api/login', {
    method: 'POST',
    json: { urlid, email: emails.get(uuid), password: 'demo1234' },
  });
  return (await res.json()).token as string;
}

beforeAll(async () => {
  s = await startTestServer();
  s.clock.set(NOW);
  ev = await makeEvent(
    'game',
    {
      gamification_enabled: 1,
      game_config: gameConfig,
      custom_html_screens: [{ id: 'faq', type: 'HTML', title: 'FAQ' }],
    },
    defaultTasks,
  );
});
afterAll(() => s.close());

const refusals = (o: { tasks: readonly { refusal: unknown }[] }) => o.tasks.map((t) => t.refusal);

describe('granting points (002 §5)', () => {
  const tasks = () => createGameTasks(s.db, s.clock);
  const eventRow = () => findEventById(s.db, ev.id);

  it('grants a matching task, counts its redemption and records the latest points', async () => {
    const p = await player(ev.id, [QUALIFIED]);
    const scored: string[] = [];
    const withFeed = createGameTasks(s.db, s.clock, (e) => scored.push(e.id));
    const outcome = await withFeed.complete(await eventRow(), p, { kind: 'VIEW_BOOTH', itemId: '7' });
    expect(outcome).toEqual({ tasks: [{ taskId: 'booth', refusal: null }], earned: 3, points: 3 });
    expect(scored).toEqual([ev.id]);
    const res = await s.request('/api/game', { token: await signIn('game', p.uuid) });
    const game = await res.json();
    expect(game.points).toBe(3);
    expect(game.completed).toEqual([{ mongoTaskId: 'booth', times_redeemed: 1, doneIds: ['7'] }]);
    expect(game.config.prize_config.editorHtml).toBe('<p>A hoodie</p>');
  });

  it('refuses when the game is not configured or gamification is off (notLoaded)', async () => {
    const off = await makeEvent('off', { gamification_enabled: 0, game_config: gameConfig }, defaultTasks);
    const bare = await makeEvent('bare', { gamification_enabled: 1 }, defaultTasks);
    for (const e of [off, bare]) {
      const p = await player(e.id, [QUALIFIED]);
      const outcome = await tasks().complete(await findEventById(s.db, e.id), p, {
        kind: 'VIEW_BOOTH',
        itemId: '1',
      });
      expect(outcome).toEqual({ tasks: [{ taskId: null, refusal: 'notLoaded' }], earned: 0, points: null });
    }
  });

  it('refuses an action no task asks for, and an associated task on another item (noTask)', async () => {
    const p = await player(ev.id, [QUALIFIED]);
    expect(
      refusals(await tasks().complete(await eventRow(), p, { kind: 'ENTER_RAFFLE', itemId: '1' })),
    ).toEqual(['noTask']);
    const booth = await tasks().complete(await eventRow(), p, { kind: 'VIEW_BOOTH', itemId: '42' });
    expect(booth.tasks).toEqual([
      { taskId: 'booth', refusal: null },
      { taskId: 'featured', refusal: null },
    ]);
    expect(booth.earned).toBe(23);
  });

  it('stops at redeem_times, and -1 never stops', async () => {
    const p = await player(ev.id, [QUALIFIED]);
    const e = await eventRow();
    for (const item of ['1', '2']) await tasks().complete(e, p, { kind: 'VIEW_BOOTH', itemId: item });
    expect(refusals(await tasks().complete(e, p, { kind: 'VIEW_BOOTH', itemId: '3' }))).toEqual([
      'redeemLimit',
    ]);
    for (let i = 0; i < 25; i += 1) {
      const o = await tasks().complete(e, p, { kind: 'VIEW_POSTER', itemId: `poster-${i}` });
      expect(o.earned).toBe(1);
    }
    const [score] = await s.db.select().from(gameScores).where(eq(gameScores.uuid, p.uuid));
    expect(score?.points).toBe(6 + 25);
  });

  it('counts a static task once per item; an associated task up to its redemptions on its item', async () => {
    const p = await player(ev.id, [QUALIFIED]);
    const e = await eventRow();
    await tasks().complete(e, p, { kind: 'VIEW_POSTER', itemId: 'a' });
    expect(refusals(await tasks().complete(e, p, { kind: 'VIEW_POSTER', itemId: 'a' }))).toEqual([
      'alreadyDone',
    ]);
    const featured = async () =>
      (await tasks().complete(e, p, { kind: 'VIEW_BOOTH', itemId: '42' })).tasks.find(
        (t) => t.taskId === 'featured',
      );
    expect((await featured())?.refusal).toBeNull();
    expect((await featured())?.refusal).toBeNull();
    expect((await featured())?.refusal).toBe('redeemLimit');
  });

  it('counts from exactly the start to exactly the end (outsidePeriod)', async () => {
    const p = await player(ev.id, [QUALIFIED]);
    const e = await eventRow();
    const at = async (ms: number, item: string) => {
      s.clock.set(ms);
      return refusals(await tasks().complete(e, p, { kind: 'VIEW_POSTER', itemId: item }));
    };
    expect(await at(START - 1, 'a')).toEqual(['outsidePeriod']);
    expect(await at(START, 'b')).toEqual([null]);
    expect(await at(END, 'c')).toEqual([null]);
    expect(await at(END + 1, 'd')).toEqual(['outsidePeriod']);
    s.clock.set(NOW);
  });

  it('leaves out badge -1 (even admins), the unqualified and the disqualified; admins bypass qualification', async () => {
    const e = await eventRow();
    const first = async (p: TaskPlayer) =>
      refusals(await tasks().complete(e, p, { kind: 'MAKE_POST', itemId: p.uuid }))[0];
    expect(await first(await player(ev.id, [-1, QUALIFIED]))).toBe('nonParticipant');
    expect(await first(await player(ev.id, [-1], true))).toBe('nonParticipant');
    expect(await first(await player(ev.id, [1]))).toBe('notQualified');
    expect(await first(await player(ev.id, [QUALIFIED, DISQUALIFIED]))).toBe('disqualified');
    expect(await first(await player(ev.id, [QUALIFIED]))).toBeNull();
    expect(await first(await player(ev.id, [], true))).toBeNull();
    expect(await first(await player(ev.id, [DISQUALIFIED], true))).toBeNull();
    const open = await makeEvent(
      'open',
      { gamification_enabled: 1, game_config: { ...gameConfig, general_config: { allEnabled: 1 } } },
      defaultTasks,
    );
    const openRow = await findEventById(s.db, open.id);
    const inOpen = async (badges: number[]) =>
      refusals(
        await tasks().complete(openRow, await player(open.id, badges), { kind: 'MAKE_POST', itemId: 'x' }),
      )[0];
    expect(await inOpen([])).toBeNull();
    expect(await inOpen([DISQUALIFIED])).toBe('disqualified');
  });

  it('refuses as the gameEligibility machine does, for the same user, game and moment', async () => {
    const e = await eventRow();
    const reply = await (
      await s.request('/api/game', { token: await signIn('game', (await player(ev.id, [QUALIFIED])).uuid) })
    ).json();
    const data = toGameData(reply);
    const cases: { badges: number[]; isAdmin?: boolean; now: number; kind: GameTaskKind; id: string }[] = [
      { badges: [QUALIFIED], now: NOW, kind: 'MAKE_POST', id: 'post' },
      { badges: [1], now: NOW, kind: 'MAKE_POST', id: 'post' },
      { badges: [QUALIFIED, DISQUALIFIED], now: NOW, kind: 'MAKE_POST', id: 'post' },
      { badges: [-1], isAdmin: true, now: NOW, kind: 'MAKE_POST', id: 'post' },
      { badges: [], isAdmin: true, now: NOW, kind: 'MAKE_POST', id: 'post' },
      { badges: [QUALIFIED], now: END + 1, kind: 'MAKE_POST', id: 'post' },
      { badges: [QUALIFIED], now: START - 1, kind: 'CUSTOM_MENU_CLICK', id: 'menu' },
    ];
    for (const c of cases) {
      const p = await player(ev.id, c.badges, c.isAdmin);
      s.clock.set(c.now);
      const server = await tasks().complete(e, p, { kind: c.kind, itemId: 'faq' });
      const context = {
        now: c.now,
        isAdmin: c.isAdmin === true,
        badges: c.badges,
        showGameInMenu: true,
        timeZone: 'UTC',
        game: data,
        latestPoints: null,
      };
      expect(refusals(server)[0], JSON.stringify(c)).toBe(
        machineRefusal(context, { taskId: c.id, itemId: 'faq' }),
      );
    }
    s.clock.set(NOW);
  });

  it('two simultaneous actions never redeem more than allowed', async () => {
    const e = await eventRow();
    const p = await player(ev.id, [QUALIFIED]);
    const many = await Promise.all(
      Array.from({ length: 8 }, (_, i) => tasks().complete(e, p, { kind: 'VIEW_BOOTH', itemId: `c${i}` })),
    );
    expect(many.filter((o) => o.earned > 0)).toHaveLength(2);
    const same = await Promise.all(
      Array.from({ length: 6 }, () => tasks().complete(e, p, { kind: 'MAKE_POST', itemId: 'one-post' })),
    );
    expect(same.filter((o) => o.earned > 0)).toHaveLength(1);
    const rows = await s.db
      .select()
      .from(gameTaskCompletions)
      .where(and(eq(gameTaskCompletions.uuid, p.uuid), eq(gameTaskCompletions.eventId, ev.id)));
    expect(rows.map((r) => r.taskId).sort()).toEqual(['booth', 'booth', 'post']);
    const [score] = await s.db.select().from(gameScores).where(eq(gameScores.uuid, p.uuid));
    expect(score?.points).toBe(3 + 3 + 5);
  });
});

describe('the leaderboard', () => {
  let board: EventKey;
  const people: TaskPlayer[] = [];
  beforeAll(async () => {
    board = await makeEvent('board', { gamification_enabled: 1, game_config: gameConfig }, (e) => [
      task(e, 'poster', 'VIEW_POSTER', 1, GAME.UNLIMITED_REDEEM),
    ]);
    const e = await findEventById(s.db, board.id);
    const tasks = createGameTasks(s.db, s.clock);
    // Twelve players: player i earns i points; an admin and a badge -1 holder earn more than anyone.
    for (let i = 1; i <= 12; i += 1) {
      const p = await player(board.id, [QUALIFIED]);
      people.push(p);
      for (let k = 0; k < i; k += 1) await tasks.complete(e, p, { kind: 'VIEW_POSTER', itemId: `i${k}` });
    }
    const admin = await player(board.id, [], true);
    for (let k = 0; k < 20; k += 1) await tasks.complete(e, admin, { kind: 'VIEW_POSTER', itemId: `a${k}` });
    people.push(admin);
  });

  it('shows the top 10, admins hidden when configured, with the user’s own place', async () => {
    const token = await signIn('board', people[0]?.uuid ?? '');
    const res = await s.request('/api/game/leaderboard', { token });
    expect(res.status).toBe(200);
    const reply = await res.json();
    expect(reply.top).toHaveLength(GAME.LEADERBOARD_TOP);
    expect(reply.top.map((r: { points: number }) => r.points)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(reply.top.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(reply.top[0]).toMatchObject({ uuid: people[11]?.uuid, Firstname: expect.any(String) });
    expect(reply.me).toEqual({ rank: 12, points: 1 });
  });

  it('never shows a badge -1 holder, and shows admins when hide_admins is off', async () => {
    await s.db
      .update(gameScores)
      .set({ points: 99 })
      .where(eq(gameScores.uuid, people[3]?.uuid ?? ''));
    await s.db
      .update(users)
      .set({ badges: [-1] })
      .where(eq(users.uuid, people[3]?.uuid ?? ''));
    const token = await signIn('board', people[3]?.uuid ?? '');
    const reply = await (await s.request('/api/game/leaderboard', { token })).json();
    expect(reply.top.some((r: { uuid: string }) => r.uuid === people[3]?.uuid)).toBe(false);
    expect(reply.me).toBeNull();
    const event = await findEventById(s.db, board.id);
    const shown = { ...event.config, game_config: { ...gameConfig, participant_config: { hide_admins: 0 } } };
    await s.db.update(events).set({ config: shown }).where(eq(events.id, board.id));
    const withAdmins = await (await s.request('/api/game/leaderboard', { token })).json();
    expect(withAdmins.top[0]).toMatchObject({ uuid: people[12]?.uuid, points: 20, rank: 1 });
  });

  it('is 404 when the event hides it or has no game, 401 signed out', async () => {
    const hidden = await makeEvent(
      'hidden',
      { gamification_enabled: 1, game_config: gameConfig, hide_gamification_leaderboard: 1 },
      () => [],
    );
    const p = await player(hidden.id, [QUALIFIED]);
    expect((await s.request('/api/game/leaderboard', { token: await signIn('hidden', p.uuid) })).status).toBe(
      404,
    );
    const none = await makeEvent('nogame', {}, () => []);
    const q = await player(none.id, [QUALIFIED]);
    expect((await s.request('/api/game/leaderboard', { token: await signIn('nogame', q.uuid) })).status).toBe(
      404,
    );
    expect((await s.request('/api/game/leaderboard')).status).toBe(401);
  });
});

describe('POST /api/game/actions and the relay', () => {
  it('counts a custom menu entry the event has, refuses one it has not, and sends the leaderboard', async () => {
    const p = await player(ev.id, [QUALIFIED]);
    const token = await signIn('game', p.uuid);
    const act = (json: unknown) => s.request('/api/game/actions', { method: 'POST', json, token });
    const before = s.published.length;
    const res = await act({ kind: 'CUSTOM_MENU_CLICK', itemId: 'faq' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ earned: 4, points: 4 });
    expect(await (await act({ kind: 'CUSTOM_MENU_CLICK', itemId: 'faq' })).json()).toEqual({
      earned: 0,
      points: 4,
    });
    expect((await act({ kind: 'CUSTOM_MENU_CLICK', itemId: 'nowhere' })).status).toBe(404);
    expect((await act({ kind: 'VIEW_POSTER', itemId: '999999' })).status).toBe(404);
    expect((await act({ kind: 'VIEW_MEDIA', itemId: '999999/x.pdf' })).status).toBe(404);
    expect((await act({ kind: 'VIEW_BOOTH', itemId: '1' })).status).toBe(400);
    expect((await act({ kind: 'CUSTOM_MENU_CLICK' })).status).toBe(400);
    const leaderboard = () => s.published.slice(before).filter((m) => m.kind === 'game_leaderboard');
    await vi.waitFor(() => expect(leaderboard().length).toBeGreaterThan(0), { timeout: 10_000 });
    const sent = leaderboard();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'game_leaderboard', eventId: ev.id });
    // The activity log keeps the points earned (once: the repeat earned nothing).
    await s.app.flushActivity();
    const points = await s.db
      .select({ amount: activityLog.amount })
      .from(activityLog)
      .where(and(eq(activityLog.uuid, p.uuid), eq(activityLog.action, 'game_points')));
    expect(points).toEqual([{ amount: 4 }]);
  });

  it('counts wall posts, pictures aside, for the game', async () => {
    const p = await player(ev.id, [QUALIFIED]);
    const token = await signIn('game', p.uuid);
    const res = await s.request('/api/wall/posts', { method: 'POST', json: { body: 'Hello all' }, token });
    expect(res.status).toBe(201);
    const game = await (await s.request('/api/game', { token })).json();
    expect(game.points).toBe(5);
    expect(game.completed).toEqual([expect.objectContaining({ mongoTaskId: 'post', times_redeemed: 1 })]);
  });
});

describe('the leaderboard feed', () => {
  it('sends a burst of changes at most once a second, the last change included', async () => {
    const jobs: { run: () => void; ms: number }[] = [];
    const sent: RelayMessage[] = [];
    const feed = createLeaderboardFeed({
      db: s.db,
      clock: s.clock,
      publisher: { publish: async (m) => void sent.push(m) },
      schedule: (run, ms) => void jobs.push({ run, ms }),
    });
    const event = await findEventById(s.db, ev.id);
    for (let i = 0; i < 5; i += 1) feed.changed(event);
    expect(jobs.map((j) => j.ms)).toEqual([0]);
    jobs[0]?.run();
    // The interval runs from the end of a send.
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
    s.clock.advance(300);
    feed.changed(event);
    feed.changed(event);
    expect(jobs.map((j) => j.ms)).toEqual([0, GAME.LEADERBOARD_PUSH_INTERVAL - 300]);
    s.clock.advance(GAME.LEADERBOARD_PUSH_INTERVAL - 300);
    jobs[1]?.run();
    await vi.waitFor(
      () => expect(sent.map((m) => m.kind)).toEqual(['game_leaderboard', 'game_leaderboard']),
      {
        timeout: 10_000,
      },
    );
    s.clock.set(NOW);
  });
});
