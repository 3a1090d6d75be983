import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createVideoTokens } from '../../relay/videoTokens';
import type { CallTicketClaims } from '../../schemas/videoRoom';
import { CALLS_OFF, CHAT_NOT_FOR_ACCOUNT, PEER_NOT_CALLING } from '../../server/areas/chat/rules';
import { videoAccessFrom } from '../../server/video/provider';
import { dailyStandIn } from '../support/dailyStandIn';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const signIn = async (s: TestServer, urlid: string, email: string) => {
  const res = await s.request('/api/login', { method: 'POST', json: { urlid, email, password: 'demo1234' } });
  const body = await res.json();
  if (!body.token) throw new Error(`no sign-in for ${email}: ${JSON.stringify(body)}`);
  return body.token as string;
};

/** An event with chat and two attendees who take messages, and a caller's signed-in token. */
async function callersOf(s: TestServer, urlId: string, config: Record<string, unknown> = {}) {
  const event = await insertEvent(s.db, urlId, { chat_enabled: 1, ...config });
  const alice = await insertUser(s.db, event.id, 'alice@example.com', {
    socialMessage: 1,
    firstname: 'Alice',
  });
  const bob = await insertUser(s.db, event.id, 'bob@example.com', { socialMessage: 1 });
  const quiet = await insertUser(s.db, event.id, 'quiet@example.com', { socialMessage: 0 });
  const limited = await insertUser(s.db, event.id, 'limited@example.com', {
    socialMessage: 1,
    limitedAccess: true,
  });
  return { event, alice, bob, quiet, limited, token: (email: string) => signIn(s, urlId, email) };
}

const ticketOf = (
  s: TestServer,
  claims: Partial<CallTicketClaims> & Pick<CallTicketClaims, 'sub' | 'eventId'>,
) =>
  createVideoTokens(s.deps.authSecret, s.clock).signCallTicket({
    callId: 'k1',
    peer: 'nobody',
    role: 'caller',
    ...claims,
  });

const join = (s: TestServer, token: string, ticket: string, callId = 'k1') =>
  s.request(`/api/video/calls/${callId}/join`, { method: 'POST', token, json: { ticket } });

describe('joining a call room with the built-in provider', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  test('a side of the call gets a room token for the relay, for its own user and the call room only', async () => {
    const { event, alice, bob, token } = await callersOf(s, 'builtin');
    const ticket = await ticketOf(s, { sub: alice, eventId: event.id, peer: bob });
    const res = await join(s, await token('alice@example.com'), ticket);
    expect(res.status).toBe(200);
    const reply = await res.json();
    expect(reply).toEqual({
      callId: 'k1',
      peer: bob,
      join: { provider: 'builtin', room: 'call:k1', token: expect.any(String), iceServers: [] },
    });
    // the relay's "/video" namespace reads it with the same key
    const claims = await createVideoTokens(s.deps.authSecret, s.clock).verifyRoomToken(reply.join.token);
    expect(claims).toEqual({ sub: alice, eventId: event.id, room: 'call:k1' });
  });

  test('refuses tickets that are forged, expired, of another user, call or event', async () => {
    const { event, alice, bob, token } = await callersOf(s, 'tickets');
    const other = await insertEvent(s.db, 'tickets-other', { chat_enabled: 1 });
    const aliceToken = await token('alice@example.com');
    const refused = async (ticket: string, callId = 'k1') => {
      const res = await join(s, aliceToken, ticket, callId);
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe('This call ticket is not valid for you');
    };
    await refused('forged');
    await refused(await ticketOf(s, { sub: bob, eventId: event.id, peer: alice }));
    await refused(await ticketOf(s, { sub: alice, eventId: event.id, peer: bob }), 'k2');
    await refused(await ticketOf(s, { sub: alice, eventId: other.id, peer: bob }));
    const forged = await createVideoTokens(new Uint8Array(32).fill(7), s.clock).signCallTicket({
      sub: alice,
      eventId: event.id,
      callId: 'k1',
      peer: bob,
      role: 'caller',
    });
    await refused(forged);
    const stale = await ticketOf(s, { sub: alice, eventId: event.id, peer: bob });
    s.clock.advance(11 * 60_000);
    await refused(stale);
    // a sign-in token is no ticket
    await refused(aliceToken);
    const none = await s.request('/api/video/calls/k1/join', { method: 'POST', json: { ticket: 'x' } });
    expect(none.status).toBe(401);
  });

  test('applies the rules of calls: calls off, limited access, a peer who takes no calls', async () => {
    const off = await callersOf(s, 'calls-off', { disable_video_calls: 1 });
    const offRes = await join(
      s,
      await off.token('alice@example.com'),
      await ticketOf(s, { sub: off.alice, eventId: off.event.id, peer: off.bob }),
    );
    expect(offRes.status).toBe(403);
    expect((await offRes.json()).error.message).toBe(CALLS_OFF);

    const { event, alice, quiet, limited, bob, token } = await callersOf(s, 'rules');
    const toQuiet = await join(
      s,
      await token('alice@example.com'),
      await ticketOf(s, { sub: alice, eventId: event.id, peer: quiet }),
    );
    expect(toQuiet.status).toBe(403);
    expect((await toQuiet.json()).error.message).toBe(PEER_NOT_CALLING);
    const fromLimited = await join(
      s,
      await token('limited@example.com'),
      await ticketOf(s, { sub: limited, eventId: event.id, peer: bob }),
    );
    expect(fromLimited.status).toBe(403);
    expect((await fromLimited.json()).error.message).toBe(CHAT_NOT_FOR_ACCOUNT);
  });
});

describe('joining a call room with Daily', () => {
  let s: TestServer;
  let daily: Awaited<ReturnType<typeof dailyStandIn>>;
  beforeAll(async () => {
    daily = await dailyStandIn();
    s = await startTestServer({ video: { daily: { apiKey: 'daily-key', apiUrl: daily.url } } });
  });
  afterEach(() => {
    daily.requests.length = 0;
  });
  afterAll(async () => {
    await s.close();
    await daily.close();
  });

  test('creates the missing room, then gives each side a meeting token for it', async () => {
    const { event, alice, bob, token } = await callersOf(s, 'daily');
    const res = await join(
      s,
      await token('alice@example.com'),
      await ticketOf(s, { sub: alice, eventId: event.id, peer: bob }),
    );
    expect(res.status).toBe(200);
    const reply = await res.json();
    const roomName = String(daily.requests[1]?.body?.name);
    expect(roomName).toMatch(/^r-[0-9a-f]{40}$/);
    expect(reply).toEqual({
      callId: 'k1',
      peer: bob,
      join: { provider: 'daily', url: `https://example.daily.co/${roomName}`, token: `token-for-${alice}` },
    });
    const exp = Math.floor(s.clock.now() / 1000) + 8 * 3600;
    expect(daily.requests).toEqual([
      { method: 'GET', path: `/v1/rooms/${roomName}`, auth: 'Bearer daily-key', body: null },
      {
        method: 'POST',
        path: '/v1/rooms',
        auth: 'Bearer daily-key',
        body: {
          name: roomName,
          privacy: 'public',
          properties: {
            start_video_off: false,
            start_audio_off: false,
            enable_screenshare: true,
            enable_people_ui: true,
            enable_pip_ui: true,
            enable_prejoin_ui: false,
            enable_network_ui: true,
            enable_recording: 'cloud',
          },
        },
      },
      {
        method: 'POST',
        path: '/v1/meeting-tokens',
        auth: 'Bearer daily-key',
        body: {
          properties: {
            room_name: roomName,
            user_name: 'Alice Lovelace',
            user_id: alice,
            is_owner: false,
            enable_recording: 'local',
            exp,
            eject_at_token_exp: true,
            eject_after_elapsed: 7200,
          },
        },
      },
    ]);

    // the other side: the room exists now
    daily.requests.length = 0;
    const second = await join(
      s,
      await token('bob@example.com'),
      await ticketOf(s, { sub: bob, eventId: event.id, peer: alice, role: 'callee' }),
    );
    expect((await second.json()).join.url).toBe(`https://example.daily.co/${roomName}`);
    expect(daily.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/rooms/${roomName}`,
      'POST /v1/meeting-tokens',
    ]);
  });

  test('the rules come first: a refused caller never reaches Daily; a failing Daily is a 502', async () => {
    const { event, alice, quiet, bob, token } = await callersOf(s, 'daily-rules');
    const aliceToken = await token('alice@example.com');
    const refused = await join(
      s,
      aliceToken,
      await ticketOf(s, { sub: alice, eventId: event.id, peer: quiet }),
    );
    expect(refused.status).toBe(403);
    expect(daily.requests).toEqual([]);
    daily.breakIt();
    const failed = await join(s, aliceToken, await ticketOf(s, { sub: alice, eventId: event.id, peer: bob }));
    expect(failed.status).toBe(502);
    expect((await failed.json()).error.code).toBe('video_unavailable');
  });
});

describe('video settings from the environment', () => {
  test('Daily with its key, ICE servers as JSON, nothing otherwise', () => {
    expect(videoAccessFrom({})).toBeUndefined();
    expect(videoAccessFrom({ DAILY_API_KEY: 'k' })).toEqual({ daily: { apiKey: 'k' } });
    expect(videoAccessFrom({ VIDEO_ICE_SERVERS: '[{"urls":"stun:stun.example.org:3478"}]' })).toEqual({
      iceServers: [{ urls: 'stun:stun.example.org:3478' }],
    });
    expect(() => videoAccessFrom({ VIDEO_ICE_SERVERS: '{"urls":1}' })).toThrow(/VIDEO_ICE_SERVERS/);
  });
});
