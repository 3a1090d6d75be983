import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EventConfig } from '../../schemas/eventConfig';
import { LOUNGE_TEXT, type LoungesReply } from '../../schemas/lounge';
import { BUILTIN_ROOM_MAX } from '../../schemas/videoRoom';
import { LOUNGES_NOT_FOR_ACCOUNT } from '../../server/areas/lounges/rules';
import { SOFT_CLOSED_MESSAGE } from '../../server/areas/closing/closing';
import { signIn } from '../support/program';
import { gameTasks } from '../../server/db/schema';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const VIP_BADGE = 7;

/**
 * An event with public, private (VIP badge), scheduled and legacy lounges, and its people: an attendee, a VIP,
 * a moderator of the private room, an admin and a limited-access attendee.
 */
async function loungeEvent(s: TestServer, urlId: string, config: Partial<EventConfig> = {}) {
  const now = s.clock.now();
  const moderator = randomUUID();
  const event = await insertEvent(s.db, urlId, {
    timezone: 'America/Chicago',
    lobby_max_capacity: 40,
    lounge_header_text: 'Meet the community',
    lobby_categories: [
      { id: 1, label: 'Networking' },
      { id: 2, label: 'Topics' },
    ],
    lobby_sponsors: { 'Legacy Hall': { logo: '/media/images/legacy.svg', video: '/media/legacy.mp4' } },
    lobbies: [
      { id: 'open', label: 'Open Room', category_id: 1, max_users: 2, moderator: [moderator] },
      {
        id: 'vip',
        label: 'VIP Room',
        access: 'private',
        allowed_contacts: [VIP_BADGE],
        moderator: [moderator],
      },
      {
        id: 'hidden-ad',
        label: 'Sponsored Room',
        category_id: 2,
        moderator: [moderator],
        branding: { video: '/media/sponsor-ad.mp4', hide_skip: 1, label: 'Sponsored' },
      },
      {
        id: 'live',
        label: 'Live Now',
        type: 'scheduled',
        schedules: [
          { start: now + 2 * HOUR, end: now + 3 * HOUR },
          { start: now - HOUR, end: now + HOUR },
        ],
      },
      {
        id: 'soon',
        label: 'Starts Soon',
        type: 'scheduled',
        moderator: [moderator],
        schedules: [{ start: now + 30 * MINUTE, end: now + 2 * HOUR }],
      },
      {
        id: 'over',
        label: 'Finished',
        type: 'scheduled',
        schedules: [{ start: now - 3 * HOUR, end: now - HOUR }],
      },
      { id: 'never', label: 'No Schedule', type: 'scheduled' },
      'Legacy Hall',
    ],
    ...config,
  });
  await insertUser(s.db, event.id, 'attendee@example.com', { badges: [1] });
  await insertUser(s.db, event.id, 'vip@example.com', { badges: [1, VIP_BADGE] });
  await insertUser(s.db, event.id, 'moderator@example.com', { uuid: moderator, firstname: 'Mo' });
  await insertUser(s.db, event.id, 'admin@example.com', { isAdmin: true });
  await insertUser(s.db, event.id, 'limited@example.com', { limitedAccess: true });
  return { event, moderator, token: (email: string) => signIn(s, urlId, email) };
}

const listFor = async (s: TestServer, token: string): Promise<LoungesReply> => {
  const res = await s.request('/api/lounges', { token });
  expect(res.status).toBe(200);
  return res.json();
};
const idsOf = (reply: LoungesReply) => reply.rooms.map((r) => r.id);

describe('GET /api/lounges', () => {
  let s: TestServer;
  let lounges: Awaited<ReturnType<typeof loungeEvent>>;
  beforeAll(async () => {
    s = await startTestServer();
    lounges = await loungeEvent(s, 'lounges');
  });
  afterAll(() => s.close());

  test('an attendee sees the public rooms and the scheduled ones with a schedule left, not the private one', async () => {
    const reply = await listFor(s, await lounges.token('attendee@example.com'));
    expect(idsOf(reply)).toEqual(['open', 'hidden-ad', 'live', 'soon', 'legacy-hall']);
    expect(reply.categories).toEqual([
      { id: '1', label: 'Networking' },
      { id: '2', label: 'Topics' },
    ]);
    expect(reply.header_text).toBe('Meet the community');
    expect(reply.time_zone).toBe('America/Chicago');
  });

  test('the private room shows to a holder of an allowed badge, its moderator and an admin', async () => {
    for (const email of ['vip@example.com', 'moderator@example.com', 'admin@example.com']) {
      expect(idsOf(await listFor(s, await lounges.token(email)))).toContain('vip');
    }
  });

  test('each room carries its status, next schedule, capacity, moderation and ad skipping for this user', async () => {
    const now = s.clock.now();
    const attendee = await listFor(s, await lounges.token('attendee@example.com'));
    const room = (id: string) => attendee.rooms.find((r) => r.id === id);
    expect(room('open')).toMatchObject({
      status: 'open',
      next: null,
      capacity: 2,
      category: '1',
      moderator: false,
      presence_room: 'lounge_open',
    });
    // the finished schedule is dropped; the live one is next although listed second
    expect(room('live')).toMatchObject({
      status: 'live',
      next: { start: now - HOUR, end: now + HOUR },
      schedules: [
        { start: now - HOUR, end: now + HOUR },
        { start: now + 2 * HOUR, end: now + 3 * HOUR },
      ],
      // lobby_max_capacity 40, but a built-in room holds BUILTIN_ROOM_MAX
      capacity: BUILTIN_ROOM_MAX,
    });
    expect(room('soon')).toMatchObject({ status: 'upcoming', next: { start: now + 30 * MINUTE } });
    expect(room('hidden-ad')).toMatchObject({ may_skip_ad: false, branding: { label: 'Sponsored' } });
    expect(room('hidden-ad')?.branding.video).toMatch(/^\/media\/sponsor-ad\.mp4\?expires=\d+&signature=/);
    // the legacy form: the name's room with its sponsor, public and always open
    expect(room('legacy-hall')).toMatchObject({
      label: 'Legacy Hall',
      access: 'public',
      status: 'open',
      capacity: BUILTIN_ROOM_MAX,
      branding: { logo: '/media/images/legacy.svg' },
    });
    expect(room('legacy-hall')?.branding.video).toMatch(/^\/media\/legacy\.mp4\?expires=/);

    const moderator = await listFor(s, await lounges.token('moderator@example.com'));
    const moderated = moderator.rooms.find((r) => r.id === 'hidden-ad');
    expect(moderated).toMatchObject({ moderator: true, may_skip_ad: true });
    const admin = await listFor(s, await lounges.token('admin@example.com'));
    expect(admin.rooms.find((r) => r.id === 'hidden-ad')).toMatchObject({
      moderator: false,
      may_skip_ad: true,
    });
  });

  test("the settings name only the rooms the user may see, without moderators or badges; an admin's are whole", async () => {
    const settingsFor = async (email: string) =>
      (await (await s.request('/api/settings', { token: await lounges.token(email) })).json()) as EventConfig;
    const attendee = await settingsFor('attendee@example.com');
    expect(attendee.lobbies).toEqual([
      'Open Room',
      'Sponsored Room',
      'Live Now',
      'Starts Soon',
      'Legacy Hall',
    ]);
    expect(JSON.stringify(attendee)).not.toContain(lounges.moderator);
    expect((await settingsFor('vip@example.com')).lobbies).toContain('VIP Room');
    const admin = await settingsFor('admin@example.com');
    expect(JSON.stringify(admin.lobbies)).toContain(lounges.moderator);
  });

  test('a scheduled room goes once its last schedule has finished', async () => {
    const token = await lounges.token('attendee@example.com');
    const start = s.clock.now();
    try {
      s.clock.advance(2 * HOUR + 1);
      expect(idsOf(await listFor(s, token))).not.toContain('soon');
      expect(idsOf(await listFor(s, token))).toContain('live');
      s.clock.advance(HOUR);
      expect(idsOf(await listFor(s, token))).not.toContain('live');
    } finally {
      s.clock.set(start);
    }
  });

  test('needs a sign-in', async () => {
    expect((await s.request('/api/lounges')).status).toBe(401);
  });
});

describe('GET /api/lounges at Daily', () => {
  let s: TestServer;
  beforeAll(async () => {
    // Listing asks nothing of Daily: its address is never called.
    s = await startTestServer({ video: { daily: { apiKey: 'daily-key', apiUrl: 'http://127.0.0.1:9' } } });
  });
  afterAll(() => s.close());

  test('the configured capacities stand, however many a built-in room holds', async () => {
    const lounges = await loungeEvent(s, 'daily-lounges');
    const rooms = (await listFor(s, await lounges.token('attendee@example.com'))).rooms;
    expect(rooms.find((r) => r.id === 'legacy-hall')?.capacity).toBe(40);
    expect(rooms.find((r) => r.id === 'open')?.capacity).toBe(2);
  });
});

describe('POST /api/lounges/{id}/join', () => {
  let s: TestServer;
  let lounges: Awaited<ReturnType<typeof loungeEvent>>;
  /** The relay's presence counts as the API reads them: "/lounge" room to the people in it. */
  const present = new Map<string, number>();
  const asked: [string, string, string[]][] = [];
  beforeAll(async () => {
    s = await startTestServer({
      presenceCounts: async (nsp, eventId, rooms) => {
        asked.push([nsp, eventId, rooms]);
        return new Map(rooms.map((r) => [r, present.get(r) ?? 0]));
      },
    });
    lounges = await loungeEvent(s, 'joins');
  });
  afterAll(() => s.close());

  const join = async (email: string, id: string) =>
    s.request(`/api/lounges/${id}/join`, { method: 'POST', token: await lounges.token(email) });

  test('answers how to enter the room: its video room, whether the user moderates it, the provider', async () => {
    const res = await join('attendee@example.com', 'open');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      room: 'loungelounge_open',
      moderator: false,
      join: { provider: 'builtin', room: 'loungelounge_open', token: expect.any(String), iceServers: [] },
    });
    expect(asked.at(-1)).toEqual(['/lounge', lounges.event.id, ['lounge_open']]);
    const moderator = await join('moderator@example.com', 'open');
    expect((await moderator.json()).moderator).toBe(true);
    // admins moderate every lounge's room too
    expect((await (await join('admin@example.com', 'open')).json()).moderator).toBe(true);
  });

  test("a room at capacity answers 409 'Room Full' to attendees, and lets its moderators and admins in", async () => {
    present.set('lounge_open', 2);
    try {
      const full = await join('attendee@example.com', 'open');
      expect(full.status).toBe(409);
      expect((await full.json()).error).toMatchObject({ code: 'conflict', message: 'Room Full' });
      expect((await join('moderator@example.com', 'open')).status).toBe(200);
      expect((await join('admin@example.com', 'open')).status).toBe(200);
      present.set('lounge_open', 1);
      expect((await join('attendee@example.com', 'open')).status).toBe(200);
    } finally {
      present.clear();
    }
  });

  test('a scheduled room opens 10 minutes before its start, earlier only for its moderators and admins', async () => {
    const start = s.clock.now();
    try {
      const early = await join('attendee@example.com', 'soon');
      expect(early.status).toBe(403);
      expect((await early.json()).error.message).toBe(LOUNGE_TEXT.NOT_OPEN_YET);
      expect((await join('moderator@example.com', 'soon')).status).toBe(200);
      expect((await join('admin@example.com', 'soon')).status).toBe(200);
      s.clock.advance(20 * MINUTE);
      expect((await join('attendee@example.com', 'soon')).status).toBe(200);
      expect((await join('attendee@example.com', 'live')).status).toBe(200);
    } finally {
      s.clock.set(start);
    }
  });

  test('limited access and the soft close keep attendees out; admins still enter after the soft close', async () => {
    const limited = await join('limited@example.com', 'open');
    expect(limited.status).toBe(403);
    expect((await limited.json()).error.message).toBe(LOUNGES_NOT_FOR_ACCOUNT);

    const closed = await loungeEvent(s, 'joins-closed', { soft_close_timestamp: s.clock.now() - HOUR });
    const res = await s.request('/api/lounges/open/join', {
      method: 'POST',
      token: await closed.token('attendee@example.com'),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(SOFT_CLOSED_MESSAGE);
    const admin = await s.request('/api/lounges/open/join', {
      method: 'POST',
      token: await closed.token('admin@example.com'),
    });
    expect(admin.status).toBe(200);
  });

  test('a private room is not found for those who may not see it; finished and unknown rooms neither', async () => {
    const hidden = await join('attendee@example.com', 'vip');
    expect(hidden.status).toBe(404);
    expect((await hidden.json()).error.message).toBe(LOUNGE_TEXT.NOT_FOUND);
    expect((await join('vip@example.com', 'vip')).status).toBe(200);
    expect((await join('attendee@example.com', 'over')).status).toBe(404);
    expect((await join('attendee@example.com', 'nope')).status).toBe(404);
  });

  test('a malformed id or a body is a 400 that stores nothing', async () => {
    const token = await lounges.token('attendee@example.com');
    const before = asked.length;
    const bad = await s.request('/api/lounges/not%20an%20id!/join', { method: 'POST', token });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({ code: 'bad_request', fields: [{ path: 'id' }] });
    const withBody = await s.request('/api/lounges/open/join', { method: 'POST', token, json: { x: 1 } });
    expect(withBody.status).toBe(400);
    // neither asked the relay for the room's occupancy, so no room was entered
    expect(asked.length).toBe(before);
    expect((await s.request('/api/lounges/open/join', { method: 'POST' })).status).toBe(401);
  });
});

describe('entering a lounge counts for the game', () => {
  let s: TestServer;
  afterAll(() => s.close());

  test('NETWORKING_LOUNGE_ENGAGE_CONVERSATION is completed once on entering, not when the room is full', async () => {
    s = await startTestServer({
      presenceCounts: async (_nsp, _eventId, rooms) =>
        new Map(rooms.map((r) => [r, r.endsWith('open') ? 2 : 0])),
    });
    const now = s.clock.now();
    const lounges = await loungeEvent(s, 'game', {
      gamification_enabled: 1,
      game_config: {
        start_timestamp: now - HOUR,
        end_timestamp: now + HOUR,
        general_config: { allEnabled: 1 },
      },
    });
    await s.db.insert(gameTasks).values({
      eventId: lounges.event.id,
      id: 'lounge-talk',
      doc: {
        _id: 'lounge-talk',
        type: 'static',
        taskId: 'NETWORKING_LOUNGE_ENGAGE_CONVERSATION',
        label: 'Talk in a lounge',
        group: 'Networking',
        points: 5,
        redeem_times: 3,
        conference_id: 100,
        source_hex: lounges.event.sourceHex,
      },
    });
    const token = await lounges.token('attendee@example.com');
    const completed = async () => {
      const res = await s.request('/api/game', { token });
      expect(res.status).toBe(200);
      return (
        (await res.json()) as {
          completed: { mongoTaskId: string; times_redeemed: number; doneIds: string[] }[];
        }
      ).completed;
    };
    const join = (id: string) => s.request(`/api/lounges/${id}/join`, { method: 'POST', token });
    expect((await join('open')).status).toBe(409);
    expect(await completed()).toEqual([]);
    expect((await join('hidden-ad')).status).toBe(200);
    expect((await join('hidden-ad')).status).toBe(200);
    expect(await completed()).toEqual([
      { mongoTaskId: 'lounge-talk', times_redeemed: 1, doneIds: ['hidden-ad'] },
    ]);
  });
});
