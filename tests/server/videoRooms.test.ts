import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createVideoTokens } from '../../relay/videoTokens';
import type { PresenceClientToServer, PresenceServerToClient } from '../../schemas/relay';
import type { SessionItemDoc } from '../../schemas/sessionItem';
import type { FilterReplyJson } from '../../schemas/program';
import { BUILTIN_ROOM_MAX, type RoomJoinReply } from '../../schemas/videoRoom';
import { startDailyTestServer } from '../support/dailyStandIn';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';
import { startRelay } from '../relay/support';

type PresenceClient = Socket<PresenceServerToClient, PresenceClientToServer>;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** An event with a session of each kind, an author, a chair, an admin, two attendees and an outsider. */
async function eventOf(s: TestServer, urlId: string, config: Record<string, unknown> = {}) {
  const event = await insertEvent(s.db, urlId, config);
  const now = s.clock.now();
  const ids = { open: 501, later: 502, none: 503, big: 504, breakout: 601 };
  const access = Object.values(ids);
  const author = await insertUser(s.db, event.id, 'author@example.com', {
    firstname: 'Ann',
    lastname: 'Author',
  });
  const chair = await insertUser(s.db, event.id, 'chair@example.com');
  const admin = await insertUser(s.db, event.id, 'admin@example.com', { isAdmin: true });
  const attendee = await insertUser(s.db, event.id, 'one@example.com', { sessionAccess: access });
  await insertUser(s.db, event.id, 'two@example.com', { sessionAccess: access });
  await insertUser(s.db, event.id, 'outsider@example.com', { sessionAccess: [] });
  const people = {
    author_array: [{ uuid: author, Firstname: 'Ann', Lastname: 'Author' }],
    session_chair_array: [{ uuid: chair, Firstname: 'Cy', Lastname: 'Chair' }],
  } as Partial<SessionItemDoc>;
  const hours = (start: number, capacity?: number): Partial<SessionItemDoc> => ({
    office_hours: [{ start, end: start + 30 * MINUTE }],
    start_time_unix: start,
    end_time_unix: start + 30 * MINUTE,
    ...(capacity === undefined ? {} : { live_config_object: { session_office_hour_capacity: capacity } }),
  });
  await insertItems(s.db, event.id, [
    item(event, { _id: 'o1', session_id: ids.open as never, ...people, ...hours(now + 10 * MINUTE, 2) }),
    item(event, { _id: 'o2', session_id: ids.later as never, ...people, ...hours(now + 2 * HOUR) }),
    item(event, { _id: 'o3', session_id: ids.none as never, ...people }),
    item(event, { _id: 'o4', session_id: ids.big as never, ...hours(now, 80) }),
    item(event, {
      _id: 'b1',
      session_id: ids.breakout as never,
      ...people,
      start_time_unix: now + HOUR,
      end_time_unix: now + 2 * HOUR,
      live_config_object: {
        has_breakout_room: 1,
        session_breakout_rooms: [
          { id: 'table-a', label: 'Table A', capacity: 1 },
          { id: 'open-table', label: 'Open table' },
        ],
      },
    }),
  ]);
  return { event, ids, attendee, admin, author, token: (email: string) => signIn(s, urlId, email) };
}

const joinOfficeHour = (s: TestServer, token: string, sessionId: number | string) =>
  s.request(`/api/video/office-hours/${sessionId}/join`, { method: 'POST', token });
const joinBreakout = (s: TestServer, token: string, sessionId: number | string, roomId: string) =>
  s.request(`/api/video/breakout-rooms/${sessionId}/${roomId}/join`, { method: 'POST', token });

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

type EventKeys = { sourceHex: string; conferenceId: string | number };
const filterOf = (s: TestServer, event: EventKeys, token: string, sessionId: number) =>
  s.request(`/api/session/${event.sourceHex}/${event.conferenceId}/filter?session_id=${sessionId}`, {
    token,
  });

/** The items of the program snapshot: the link call, then the file it names. */
async function snapshotItems(s: TestServer, event: EventKeys, token: string) {
  const link = await s.request(`/api/session/${event.sourceHex}/${event.conferenceId}`, { token });
  const { url } = (await link.json()) as { url: string };
  const file = await s.request(new URL(url, 'http://localhost').pathname, { token });
  return ((await file.json()) as { items: FilterReplyJson['entities'][string][] }).items;
}

describe('joining the video rooms of office hours and breakout rooms (built-in rooms)', () => {
  let s: TestServer;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  beforeAll(async () => {
    relay = await startRelay('node-http');
    s = await startTestServer({
      presenceCounts: (nsp, eventId, rooms) => relay.relay.presenceCounts(nsp, eventId, rooms),
    });
  });
  afterAll(async () => {
    await s.close();
    await relay.close();
  });

  /** Someone on the room's page: in its "/officeHours" presence room, as the relay counts them. */
  const onPage = async (eventId: string, room: string) => {
    const socket = await relay.connected<PresenceClient>(
      { token: await relay.token({ uuid: crypto.randomUUID(), eventId }) },
      { namespace: '/officeHours' },
    );
    expect(await socket.emitWithAck('join', { room })).toMatchObject({ ok: true });
    return socket;
  };
  const claimsOf = (reply: RoomJoinReply) =>
    reply.join.provider === 'builtin'
      ? createVideoTokens(s.deps.authSecret, s.clock).verifyRoomToken(reply.join.token)
      : null;

  test('an open office hour: a room token for the user, its capacity in it, the moderators told apart', async () => {
    const { event, ids, attendee, author, token } = await eventOf(s, 'hours');
    const res = await joinOfficeHour(s, await token('one@example.com'), ids.open);
    expect(res.status).toBe(200);
    const reply = (await res.json()) as RoomJoinReply;
    expect(reply).toMatchObject({ room: 'officeHoursoffice_hour_501', moderator: false });
    expect(await claimsOf(reply)).toEqual({
      sub: attendee,
      eventId: event.id,
      room: 'officeHoursoffice_hour_501',
      capacity: 2,
    });
    for (const email of ['author@example.com', 'chair@example.com', 'admin@example.com']) {
      const own = await joinOfficeHour(s, await token(email), ids.open);
      const body = (await own.json()) as RoomJoinReply;
      expect(body.moderator, email).toBe(true);
      // moderators are held back by no capacity, and their token carries the right the relay checks
      expect((await claimsOf(body))?.capacity, email).toBeUndefined();
      expect((await claimsOf(body))?.moderator, email).toBe(true);
    }
    const byAuthor = await joinOfficeHour(s, await token('author@example.com'), ids.open);
    expect((await claimsOf((await byAuthor.json()) as RoomJoinReply))?.sub).toBe(author);
    // the capacity never goes above what a built-in room holds
    const big = (await (
      await joinOfficeHour(s, await token('one@example.com'), ids.big)
    ).json()) as RoomJoinReply;
    expect((await claimsOf(big))?.capacity).toBe(BUILTIN_ROOM_MAX);
  });

  test("a full office hour is 'Room Full' to attendees, by the relay's count of the room's page", async () => {
    const { event, ids, token } = await eventOf(s, 'full');
    const one = await token('one@example.com');
    const first = await onPage(event.id, 'office_hour_501');
    const second = await onPage(event.id, 'office_hour_501');
    // another event's people in a room of the same name count for nothing here
    const other = await insertEvent(s.db, 'full-other');
    await onPage(other.id, 'office_hour_501');
    await relay.relay.flushPresence();
    const refused = await joinOfficeHour(s, one, ids.open);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe('Room Full');
    for (const email of ['author@example.com', 'chair@example.com', 'admin@example.com']) {
      expect((await joinOfficeHour(s, await token(email), ids.open)).status, email).toBe(200);
    }
    second.disconnect();
    await relay.relay.flushPresence();
    await expect.poll(async () => (await joinOfficeHour(s, one, ids.open)).status).toBe(200);
    first.disconnect();
  });

  test('the office hours window: from 15 minutes before a slot until 15 minutes after its end', async () => {
    const { ids, token } = await eventOf(s, 'window');
    const one = await token('one@example.com');
    const later = await joinOfficeHour(s, one, ids.later);
    expect(later.status).toBe(403);
    expect(await errorOf(later)).toBe('The office hours are not open now');
    const start = s.clock.now() + 2 * HOUR;
    s.clock.set(start - 15 * MINUTE);
    expect((await joinOfficeHour(s, one, ids.later)).status).toBe(200);
    s.clock.set(start + 30 * MINUTE + 15 * MINUTE);
    expect((await joinOfficeHour(s, one, ids.later)).status).toBe(200);
    s.clock.set(start + 30 * MINUTE + 15 * MINUTE + 1);
    expect((await joinOfficeHour(s, one, ids.later)).status).toBe(403);
    s.clock.set(start - 2 * HOUR);
    const none = await joinOfficeHour(s, one, ids.none);
    expect(none.status).toBe(404);
    expect(await errorOf(none)).toBe('This session has no office hours');
  });

  test('a session the user may not open, a missing one, a closed site, bad input', async () => {
    const { ids, token } = await eventOf(s, 'rules');
    const outsider = await joinOfficeHour(s, await token('outsider@example.com'), ids.open);
    expect(outsider.status).toBe(403);
    expect(await errorOf(outsider)).toBe('Session not accessible for your account');
    const breakoutOutsider = await joinBreakout(
      s,
      await token('outsider@example.com'),
      ids.breakout,
      'table-a',
    );
    expect(breakoutOutsider.status).toBe(403);
    expect((await joinOfficeHour(s, await token('one@example.com'), 999)).status).toBe(404);
    for (const bad of ['abc', '-1', '1e3', '99999999999']) {
      const res = await joinOfficeHour(s, await token('one@example.com'), bad);
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad_request');
    }
    const longRoom = await joinBreakout(s, await token('one@example.com'), ids.breakout, 'x'.repeat(101));
    expect(longRoom.status).toBe(400);
    expect((await s.request(`/api/video/office-hours/${ids.open}/join`, { method: 'POST' })).status).toBe(
      401,
    );

    for (const [urlId, config] of [
      ['soft', { soft_closed: 1 }],
      ['archived', { archive_mode: 1 }],
    ] as const) {
      const closed = await eventOf(s, urlId, config);
      for (const email of ['one@example.com', 'admin@example.com']) {
        const res = await joinOfficeHour(s, await closed.token(email), closed.ids.open);
        expect(res.status, `${urlId} ${email}`).toBe(403);
        expect(await errorOf(res)).toBe('The video rooms are closed');
      }
    }
  });

  test('the program reports office-hour and breakout capacities no larger than a built-in room holds', async () => {
    const { event, ids, token } = await eventOf(s, 'reported');
    const one = await token('one@example.com');
    const live = async (sessionId: number) => {
      const res = await filterOf(s, event, one, sessionId);
      expect(res.status).toBe(200);
      const reply = (await res.json()) as FilterReplyJson;
      return Object.values(reply.entities).find((d) => d.session_id === sessionId)?.live_config_object;
    };
    // 80 configured, 25 by default: 8 each; 2 stays 2
    expect((await live(ids.big))?.session_office_hour_capacity).toBe(BUILTIN_ROOM_MAX);
    expect((await live(ids.later))?.session_office_hour_capacity).toBe(BUILTIN_ROOM_MAX);
    expect((await live(ids.open))?.session_office_hour_capacity).toBe(2);
    expect((await live(ids.breakout))?.session_breakout_rooms).toEqual([
      { id: 'table-a', label: 'Table A', capacity: 1 },
      { id: 'open-table', label: 'Open table', capacity: BUILTIN_ROOM_MAX },
    ]);
    // the program snapshot says the same
    const items = await snapshotItems(s, event, one);
    const listed = (sessionId: number) => items.find((i) => i.session_id === sessionId)?.live_config_object;
    expect(listed(ids.big)?.session_office_hour_capacity).toBe(BUILTIN_ROOM_MAX);
    expect(listed(ids.open)?.session_office_hour_capacity).toBe(2);
    expect(listed(ids.breakout)?.session_breakout_rooms?.[1]?.capacity).toBe(BUILTIN_ROOM_MAX);
    // an item without office hours or breakout rooms is left as it is
    expect(listed(ids.none)?.session_office_hour_capacity).toBeUndefined();
  });

  test('breakout rooms: open 10 minutes before the start until 24 hours after the end, each its capacity', async () => {
    const { event, ids, token } = await eventOf(s, 'breakout');
    const one = await token('one@example.com');
    const start = s.clock.now() + HOUR;
    const early = await joinBreakout(s, one, ids.breakout, 'table-a');
    expect(early.status).toBe(403);
    expect(await errorOf(early)).toBe('The breakout room opens 10 minutes before the session starts');
    s.clock.set(start - 10 * MINUTE);
    const res = await joinBreakout(s, one, ids.breakout, 'table-a');
    expect(res.status).toBe(200);
    const reply = (await res.json()) as RoomJoinReply;
    expect(reply).toMatchObject({ room: 'officeHoursbreakout_601_table-a', moderator: false });
    expect((await claimsOf(reply))?.capacity).toBe(1);
    // a table without a capacity holds what a built-in room holds
    const openTable = (await (
      await joinBreakout(s, one, ids.breakout, 'open-table')
    ).json()) as RoomJoinReply;
    expect((await claimsOf(openTable))?.capacity).toBe(BUILTIN_ROOM_MAX);
    expect((await joinBreakout(s, one, ids.breakout, 'no-such-table')).status).toBe(404);
    expect((await joinBreakout(s, one, ids.open, 'table-a')).status).toBe(404);

    const seated = await onPage(event.id, 'breakout_601_table-a');
    await relay.relay.flushPresence();
    const full = await joinBreakout(s, await token('two@example.com'), ids.breakout, 'table-a');
    expect(full.status).toBe(409);
    expect(await errorOf(full)).toBe('Room Full');
    const chair = await joinBreakout(s, await token('chair@example.com'), ids.breakout, 'table-a');
    expect(((await chair.json()) as RoomJoinReply).moderator).toBe(true);
    seated.disconnect();

    s.clock.set(start + HOUR + 24 * HOUR - 1);
    expect((await joinBreakout(s, one, ids.breakout, 'open-table')).status).toBe(200);
    s.clock.set(start + HOUR + 24 * HOUR);
    const over = await joinBreakout(s, one, ids.breakout, 'open-table');
    expect(over.status).toBe(403);
    expect(await errorOf(over)).toBe('The breakout room is closed');
    s.clock.set(start - HOUR);
  });
});

describe('joining an office hour at Daily', () => {
  let s: TestServer;
  let daily: Awaited<ReturnType<typeof startDailyTestServer>>['daily'];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ s, daily, close } = await startDailyTestServer());
  });
  afterAll(() => close());

  test('at Daily the program reports the configured capacities', async () => {
    const { event, ids, token } = await eventOf(s, 'daily-reported');
    const res = await filterOf(s, event, await token('one@example.com'), ids.big);
    const reply = (await res.json()) as FilterReplyJson;
    const big = Object.values(reply.entities).find((d) => d.session_id === ids.big);
    expect(big?.live_config_object?.session_office_hour_capacity).toBe(80);
  });

  test('an owner token with cloud recording for a moderator, a plain one with local recording for others', async () => {
    const { ids, attendee, author, token } = await eventOf(s, 'daily-hours');
    daily.answerMissingAs('message');
    const byAuthor = await joinOfficeHour(s, await token('author@example.com'), ids.open);
    expect(byAuthor.status).toBe(200);
    const authorReply = (await byAuthor.json()) as RoomJoinReply;
    const name = String(daily.requests[1]?.body?.name);
    expect(daily.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/rooms/${name}`,
      'POST /v1/rooms',
      'POST /v1/meeting-tokens',
    ]);
    expect(authorReply).toEqual({
      room: 'officeHoursoffice_hour_501',
      moderator: true,
      join: { provider: 'daily', url: `https://example.daily.co/${name}`, token: `token-for-${author}` },
    });
    const exp = Math.floor(s.clock.now() / 1000) + 8 * 3600;
    expect(daily.requests[2]?.body).toEqual({
      properties: {
        room_name: name,
        user_name: 'Ann Author',
        user_id: author,
        is_owner: true,
        enable_recording: 'cloud',
        exp,
        eject_at_token_exp: true,
        eject_after_elapsed: 7200,
      },
    });
    daily.requests.length = 0;
    const byAttendee = await joinOfficeHour(s, await token('one@example.com'), ids.open);
    expect(((await byAttendee.json()) as RoomJoinReply).moderator).toBe(false);
    expect(daily.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/rooms/${name}`,
      'POST /v1/meeting-tokens',
    ]);
    expect(daily.requests[1]?.body?.properties).toMatchObject({
      user_id: attendee,
      is_owner: false,
      enable_recording: 'local',
    });
  });
});
