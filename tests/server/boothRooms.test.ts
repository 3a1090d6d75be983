import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createVideoTokens } from '../../relay/videoTokens';
import { BOOTH_ROOMS_TEXT } from '../../schemas/boothRooms';
import type { EventConfig } from '../../schemas/eventConfig';
import type { ExhibitorDoc } from '../../schemas/exhibitor';
import type { BoothReply } from '../../schemas/exhibitorDirectory';
import { BUILTIN_ROOM_MAX, type RoomJoinReply } from '../../schemas/videoRoom';
import { gameTasks } from '../../server/db/schema';
import { startDailyTestServer } from '../support/dailyStandIn';
import { insertExhibitors } from '../support/exhibitors';
import { signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const HOUR = 3_600_000;
const BADGE = { attendee: 1, press: 7 };

/**
 * An event with an exhibit hall: company 1 (Gold) and company 2 (Silver, whose level turns personal rooms off),
 * each with a staff contact, and company 3 with video chat turned off; an attendee, a press attendee, a limited
 * one, an admin, and the staff of company 1 and 2.
 */
async function boothEvent(s: TestServer, urlId: string, config: Partial<EventConfig> = {}) {
  const now = s.clock.now();
  const event = await insertEvent(s.db, urlId, {
    enable_exhibitor: 1,
    gamification_enabled: 1,
    game_config: {
      start_timestamp: now - HOUR,
      end_timestamp: now + 48 * HOUR,
      general_config: { allEnabled: 1 },
    },
    attendee_badges: [
      { id: BADGE.attendee, label: 'Attendee' },
      { id: BADGE.press, label: 'Press' },
    ],
    sponsor_config: {
      levels: [
        { label: 'Gold', order: 1, value: 'gold' },
        { label: 'Silver', order: 2, value: 'silver', disable_staff_rooms: 1 },
      ],
    },
    exhibitor_hall_config: {
      hide_video_rooms_badges: ['Press'],
      additional_halls: [{ id: 'quiet', label: 'Quiet hall', hide_jitsi: 1 }],
    },
    ...config,
  });
  const user = (email: string, fields: Parameters<typeof insertUser>[3] = {}) =>
    insertUser(s.db, event.id, email, { badges: [BADGE.attendee], ...fields });
  const staff = await user('staff@example.com', {
    exhibitorStaff: true,
    firstname: 'Sam',
    lastname: 'Staff',
  });
  const silverStaff = await user('silver@example.com', { exhibitorStaff: true });
  const attendee = await user('attendee@example.com');
  await user('press@example.com', { badges: [BADGE.attendee, BADGE.press] });
  await user('limited@example.com', { limitedAccess: true });
  await user('admin@example.com', { isAdmin: true });
  const company = (id: number, level: string, contact: string, disable = false): ExhibitorDoc => ({
    CompanyInfo: {
      CompID: id,
      CompUUID: `c-${id}`,
      Companyname: `Company ${id}`,
      ...(disable ? { VirtualMeetingInfoJSON: { disable_video_chat: 1 } } : {}),
    },
    badgeObj: { label: level, order: 1 },
    media: { youtube: [], raffle: [], pdf: [], links: [], products: [] },
    contact_info: [{ uuid: contact, firstName: 'Sam', lastName: 'Staff' }],
  });
  await insertExhibitors(s.db, event.id, [
    company(1, 'Gold', staff),
    company(2, 'Silver', silverStaff),
    company(3, 'Gold', staff, true),
  ]);
  await s.db.insert(gameTasks).values({
    eventId: event.id,
    id: 'visit',
    doc: {
      _id: 'visit',
      type: 'static',
      taskId: 'VISIT_ROOM',
      label: 'Join a booth video room',
      group: 'Exhibit Hall',
      points: 5,
      redeem_times: 3,
      conference_id: 100,
      source_hex: event.sourceHex,
    },
  });
  return { event, staff, attendee, token: (email: string) => signIn(s, urlId, email) };
}

const join = (s: TestServer, token: string, compId: number | string, staff?: string, hall?: string) =>
  s.request(
    `/api/video/booths/${compId}${staff === undefined ? '' : `/staff/${staff}`}/join${hall ? `?hall=${hall}` : ''}`,
    { method: 'POST', token },
  );
const booth = async (s: TestServer, token: string, compId: number, hall?: string) => {
  const res = await s.request(`/api/exhibitors/${compId}${hall ? `?hall=${hall}` : ''}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as BoothReply;
};
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe('joining the video rooms of a booth (built-in rooms)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());
  const claimsOf = (reply: RoomJoinReply) =>
    reply.join.provider === 'builtin'
      ? createVideoTokens(s.deps.authSecret, s.clock).verifyRoomToken(reply.join.token)
      : null;

  test('the booth lists its lobby and one personal room per staff contact, and both let the attendee in', async () => {
    const { event, staff, attendee, token } = await boothEvent(s, 'rooms');
    const one = await token('attendee@example.com');
    expect((await booth(s, one, 1)).video_rooms).toEqual({
      lobby: 'booth_1',
      staff: [{ uuid: staff, room: `booth_1_${staff}` }],
      opens_at: null,
      closes_at: null,
    });
    const lobby = await join(s, one, 1);
    expect(lobby.status).toBe(200);
    const lobbyReply = (await lobby.json()) as RoomJoinReply;
    expect(lobbyReply).toMatchObject({ room: 'exhibitorbooth_1', moderator: false });
    // On the built-in rooms a booth's room holds as many as such a room can (browser to browser).
    expect(await claimsOf(lobbyReply)).toEqual({
      sub: attendee,
      eventId: event.id,
      room: 'exhibitorbooth_1',
      capacity: BUILTIN_ROOM_MAX,
    });

    const personal = await join(s, one, 1, staff);
    expect(personal.status).toBe(200);
    const personalReply = (await personal.json()) as RoomJoinReply;
    expect(personalReply).toMatchObject({ room: `exhibitorbooth_1_${staff}`, moderator: false });
    expect((await claimsOf(personalReply))?.room).toBe(`exhibitorbooth_1_${staff}`);

    // Only the personal room counts for the game (the lobby is not logged).
    const game = (await (await s.request('/api/game', { token: one })).json()) as {
      completed: { mongoTaskId: string; doneIds: string[] }[];
    };
    expect(game.completed).toEqual([
      expect.objectContaining({ mongoTaskId: 'visit', doneIds: [`booth_1_${staff}`] }),
    ]);
  });

  test("the booth's staff and admins moderate its rooms; staff of another booth do not", async () => {
    const { staff, token } = await boothEvent(s, 'moderators');
    for (const email of ['staff@example.com', 'admin@example.com']) {
      for (const res of [await join(s, await token(email), 1), await join(s, await token(email), 1, staff)]) {
        expect(res.status, email).toBe(200);
        expect(((await res.json()) as RoomJoinReply).moderator, email).toBe(true);
      }
    }
    const other = await join(s, await token('silver@example.com'), 1, staff);
    expect(((await other.json()) as RoomJoinReply).moderator).toBe(false);
    // the staff's own visits earn nothing
    const game = (await (
      await s.request('/api/game', { token: await token('staff@example.com') })
    ).json()) as {
      completed: unknown[];
    };
    expect(game.completed).toEqual([]);
  });

  test('a sponsor level without personal rooms keeps the lobby; an unknown staff contact has no room', async () => {
    const { staff, token } = await boothEvent(s, 'levels');
    const one = await token('attendee@example.com');
    const silver = await booth(s, one, 2);
    expect(silver.video_rooms?.staff).toEqual([]);
    expect((await join(s, one, 2)).status).toBe(200);
    const silverStaff = silver.exhibitor.contact_info[0]?.uuid ?? '';
    const refused = await join(s, one, 2, silverStaff);
    expect(refused.status).toBe(404);
    expect((await errorOf(refused)).message).toBe(BOOTH_ROOMS_TEXT.NO_STAFF_ROOM);
    // a staff member of company 1 has no room at company 2
    expect((await join(s, one, 2, staff)).status).toBe(404);
    expect((await join(s, one, 1, 'no-such-person')).status).toBe(404);
  });

  test('rooms are off where the hall hides them (hide_jitsi) and where the company turns video chat off', async () => {
    const { staff, token } = await boothEvent(s, 'off');
    const one = await token('attendee@example.com');
    // company 3: disable_video_chat
    expect((await booth(s, one, 3)).video_rooms).toBeUndefined();
    for (const res of [await join(s, one, 3), await join(s, one, 3, staff)]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe(BOOTH_ROOMS_TEXT.OFF);
    }
    // the additional hall 'quiet' hides them for every booth in it
    expect((await booth(s, one, 1, 'quiet')).video_rooms).toBeUndefined();
    expect((await join(s, one, 1, undefined, 'quiet')).status).toBe(404);
    expect((await join(s, one, 1, staff, 'quiet')).status).toBe(404);
    // the main hall's own hide_jitsi
    const hidden = await boothEvent(s, 'hidden', { exhibitor_hall_config: { hide_jitsi: 1 } });
    const attendee = await hidden.token('attendee@example.com');
    expect((await booth(s, attendee, 1)).video_rooms).toBeUndefined();
    expect((await join(s, attendee, 1)).status).toBe(404);
  });

  test('limited-access attendees and holders of a hidden badge get no rooms (403)', async () => {
    const { staff, token } = await boothEvent(s, 'who');
    for (const email of ['limited@example.com', 'press@example.com']) {
      const t = await token(email);
      expect((await booth(s, t, 1)).video_rooms, email).toBeUndefined();
      for (const res of [await join(s, t, 1), await join(s, t, 1, staff)]) {
        expect(res.status, email).toBe(403);
        expect((await errorOf(res)).message).toBe(BOOTH_ROOMS_TEXT.NOT_FOR_ACCOUNT);
      }
    }
  });

  test('the configured time window: the booth says when; the join is refused outside it', async () => {
    const start = s.clock.now() + HOUR;
    const end = start + 2 * HOUR;
    const { staff, token } = await boothEvent(s, 'window', {
      meeting_scheduler_start: start,
      meeting_scheduler_end: end,
    });
    const one = await token('attendee@example.com');
    expect((await booth(s, one, 1)).video_rooms).toMatchObject({ opens_at: start, closes_at: end });
    const early = await join(s, one, 1, staff);
    expect(early.status).toBe(403);
    expect((await errorOf(early)).message).toBe(BOOTH_ROOMS_TEXT.NOT_OPEN);
    s.clock.set(start);
    expect((await join(s, one, 1, staff)).status).toBe(200);
    expect((await join(s, one, 1)).status).toBe(200);
    s.clock.set(end);
    expect((await join(s, one, 1)).status).toBe(403);
    s.clock.set(start - HOUR);
  });

  test('soft close and archive close the rooms to attendees (admins excepted); unknown ids and bad input', async () => {
    for (const [urlId, config] of [
      ['soft', { soft_closed: 1 }],
      ['archived', { archive_mode: 1 }],
    ] as const) {
      const closed = await boothEvent(s, urlId, config);
      const refused = await join(s, await closed.token('attendee@example.com'), 1, closed.staff);
      expect(refused.status, urlId).toBe(403);
      expect((await errorOf(refused)).code, urlId).toBe('site_closed');
      expect((await join(s, await closed.token('admin@example.com'), 1)).status, urlId).toBe(200);
    }
    const { token } = await boothEvent(s, 'inputs');
    const one = await token('attendee@example.com');
    expect((await join(s, one, 999)).status).toBe(404);
    expect((await join(s, one, 1, undefined, 'no-such-hall')).status).toBe(404);
    for (const bad of ['abc', '-1', '1e3', '99999999999']) {
      const res = await join(s, one, bad);
      expect(res.status, bad).toBe(400);
      expect((await errorOf(res)).code).toBe('bad_request');
    }
    expect((await join(s, one, 1, 'x'.repeat(101))).status).toBe(400);
    expect((await join(s, one, 1, undefined, 'a%20b')).status).toBe(400);
    expect((await s.request('/api/video/booths/1/join', { method: 'POST' })).status).toBe(401);
    const noHall = await boothEvent(s, 'no-hall', { enable_exhibitor: 0 });
    expect((await join(s, await noHall.token('attendee@example.com'), 1)).status).toBe(404);
  });
});

describe('joining a booth room at Daily', () => {
  let s: TestServer;
  let daily: Awaited<ReturnType<typeof startDailyTestServer>>['daily'];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ s, daily, close } = await startDailyTestServer());
  });
  afterAll(() => close());

  test("the staff member's personal room: an owner token for the staff, a plain one for the visitor", async () => {
    const { staff, attendee, token } = await boothEvent(s, 'daily-booth');
    const own = await join(s, await token('staff@example.com'), 1, staff);
    expect(own.status).toBe(200);
    const name = String(daily.requests.find((r) => r.path === '/v1/rooms')?.body?.name);
    expect((await own.json()) as RoomJoinReply).toEqual({
      room: `exhibitorbooth_1_${staff}`,
      moderator: true,
      join: { provider: 'daily', url: `https://example.daily.co/${name}`, token: `token-for-${staff}` },
    });
    expect(daily.requests.at(-1)?.body?.properties).toMatchObject({ user_name: 'Sam Staff', is_owner: true });
    const visit = await join(s, await token('attendee@example.com'), 1, staff);
    expect(((await visit.json()) as RoomJoinReply).moderator).toBe(false);
    expect(daily.requests.at(-1)?.body?.properties).toMatchObject({ user_id: attendee, is_owner: false });
  });
});
