import { jwtVerify } from 'jose';
import type { Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, test } from 'vitest';
import type { ChatClientToServer, ChatServerToClient } from '../../schemas/chatSocket';
import {
  BUILTIN_ROOM_MAX,
  callRoomOf,
  ROOM_REMOVAL_MS,
  type RoomPeer,
  VIDEO_TOKEN_AUDIENCE,
  type VideoClientToServer,
  type VideoServerToClient,
} from '../../schemas/videoRoom';
import { createServerVideoTokens } from '../../server/video/tokens';
import { chatCaughtUp } from './chatClients';
import { fakeChat } from './fakeChat';
import { collect, dropAbruptly, next, startRelay, TRANSPORTS } from './support';

type ChatClient = ClientSocket<ChatServerToClient, ChatClientToServer>;
type VideoClient = ClientSocket<VideoServerToClient, VideoClientToServer>;
type Signal = Parameters<VideoServerToClient['signal']>[0];

const OFFER = { type: 'offer' as const, sdp: 'v=0\r\n' };
const CANDIDATE = { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0' };

describe.each(TRANSPORTS)('video rooms and call tickets on %s', (transport) => {
  let env: Awaited<ReturnType<typeof startRelay>>;
  afterEach(async () => {
    await env?.close();
  });

  const chatClient = async (uuid: string, eventId = 'event-a') =>
    env.connected<ChatClient>({ token: await env.token({ uuid, eventId }) }, { namespace: '/chat' });
  const videoClient = async (uuid: string, eventId = 'event-a') =>
    env.connected<VideoClient>({ token: await env.token({ uuid, eventId }) }, { namespace: '/video' });
  /** A room token as the API signs it (server/video/tokens.ts) with the same key. */
  const roomToken = (
    sub: string,
    room: string,
    eventId = 'event-a',
    capacity?: number,
    moderator?: boolean,
  ) =>
    createServerVideoTokens(env.secret, Date).signRoomToken({
      sub,
      eventId,
      room,
      ...(capacity === undefined ? {} : { capacity }),
      ...(moderator ? { moderator } : {}),
    });

  /** alice calls bob; bob answers. */
  async function answeredCall(callId: string) {
    const chat = fakeChat();
    env = await startRelay(transport, {}, { chat: chat.hooks });
    const alice = await chatClient('alice');
    const bob = await chatClient('bob');
    const mallory = await chatClient('mallory');
    await env.relay.flushPresence();
    expect(await alice.emitWithAck('initiateCall', { callId, callee: 'bob' })).toEqual({ ok: true });
    return { chat, alice, bob, mallory };
  }

  test('a call ticket goes only to a side of an answered call, under the chat rules', async () => {
    const { chat, alice, bob, mallory } = await answeredCall('t1');
    const noSuchCall = { ok: false, error: { code: 'not_found', message: 'No such call' } };
    expect(await mallory.emitWithAck('callTicket', { callId: 'made-up' })).toEqual(noSuchCall);
    expect(await mallory.emitWithAck('callTicket', { callId: 't1' })).toEqual(noSuchCall);
    const ringing = await alice.emitWithAck('callTicket', { callId: 't1' });
    expect(ringing).toEqual({
      ok: false,
      error: { code: 'forbidden', message: 'The call has not been answered' },
    });

    expect(await bob.emitWithAck('acceptCall', { callId: 't1' })).toEqual({ ok: true });
    const forAlice = await alice.emitWithAck('callTicket', { callId: 't1' });
    if (!forAlice.ok) throw new Error(forAlice.error.message);
    expect(forAlice).toMatchObject({ peer: 'bob', role: 'caller' });
    const forBob = await bob.emitWithAck('callTicket', { callId: 't1' });
    expect(forBob).toMatchObject({ ok: true, peer: 'alice', role: 'callee' });
    // the API reads it with the sign-in key, as a call ticket only
    const api = createServerVideoTokens(env.secret, Date);
    expect(await api.verifyCallTicket(forAlice.ticket)).toEqual({
      sub: 'alice',
      eventId: 'event-a',
      callId: 't1',
      peer: 'bob',
      role: 'caller',
    });
    await expect(
      jwtVerify(forAlice.ticket, env.secret, { audience: VIDEO_TOKEN_AUDIENCE.room }),
    ).rejects.toThrow();
    expect(
      await createServerVideoTokens(new Uint8Array(32), Date).verifyCallTicket(forAlice.ticket),
    ).toBeNull();

    // chat closes to bob (limited access, archive...): no ticket for him
    chat.chatClosed.add('bob');
    const closed = await bob.emitWithAck('callTicket', { callId: 't1' });
    expect(closed).toEqual({ ok: false, error: { code: 'forbidden', message: 'Chat is closed to you' } });
    // once ended, no ticket for anyone
    expect(await alice.emitWithAck('endCall', { callId: 't1' })).toEqual({ ok: true });
    expect(await alice.emitWithAck('callTicket', { callId: 't1' })).toEqual(noSuchCall);
  });

  test('a relay without video tokens gives no tickets', async () => {
    const chat = fakeChat();
    env = await startRelay(transport, {}, { chat: chat.hooks, noVideo: true });
    const alice = await chatClient('alice');
    const bob = await chatClient('bob');
    await env.relay.flushPresence();
    await alice.emitWithAck('initiateCall', { callId: 'n1', callee: 'bob' });
    await bob.emitWithAck('acceptCall', { callId: 'n1' });
    const reply = await alice.emitWithAck('callTicket', { callId: 'n1' });
    expect(reply.ok === false && reply.error.code).toBe('chat_unavailable');
    const v = await videoClient('alice');
    const join = await v.emitWithAck('join', { token: await roomToken('alice', callRoomOf('n1')) });
    expect(join.ok === false && join.error.code).toBe('video_unavailable');
  });

  test("the callee hears the caller's name with the ring", async () => {
    const chat = fakeChat();
    chat.profiles.set('alice', { uuid: 'alice', firstName: 'Alice', lastName: 'Liddell', picture: '/a.png' });
    env = await startRelay(transport, {}, { chat: chat.hooks });
    const alice = await chatClient('alice');
    const bob = await chatClient('bob');
    await env.relay.flushPresence();
    const ring = next(bob, 'initiateCall');
    await alice.emitWithAck('initiateCall', { callId: 'p1', callee: 'bob' });
    expect(await ring).toEqual({
      callId: 'p1',
      caller: 'alice',
      callerName: 'Alice Liddell',
      callerPicture: '/a.png',
    });
  });

  test("a call's room admits only its two sides while the call lasts, and closes when it ends", async () => {
    const { alice, bob } = await answeredCall('r1');
    const room = callRoomOf('r1');
    const aliceV = await videoClient('alice');
    const bobV = await videoClient('bob');
    const malloryV = await videoClient('mallory');

    // not answered yet
    const early = await aliceV.emitWithAck('join', { token: await roomToken('alice', room) });
    expect(early).toEqual({
      ok: false,
      error: { code: 'forbidden', message: 'The call has not been answered' },
    });
    expect(await bob.emitWithAck('acceptCall', { callId: 'r1' })).toEqual({ ok: true });

    // forged, someone else's, another event's, for a call that is not theirs
    expect(await malloryV.emitWithAck('join', { token: 'forged' })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    const aliceToken = await roomToken('alice', room);
    expect(await malloryV.emitWithAck('join', { token: aliceToken })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(
      await malloryV.emitWithAck('join', { token: await roomToken('mallory', room, 'event-b') }),
    ).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(await malloryV.emitWithAck('join', { token: await roomToken('mallory', room) })).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'The call is over' },
    });
    const bad = await malloryV.emitWithAck('join', { token: '' });
    expect(bad.ok === false && bad.error.code).toBe('bad_request');

    // the two sides meet
    const joinedA = await aliceV.emitWithAck('join', { token: aliceToken });
    if (!joinedA.ok) throw new Error(joinedA.error.message);
    expect(joinedA).toEqual({ ok: true, room, self: aliceV.id, peers: [] });
    const bobCame = next<RoomPeer>(aliceV, 'peerJoined');
    const joinedB = await bobV.emitWithAck('join', { token: await roomToken('bob', room) });
    expect(joinedB).toEqual({ ok: true, room, self: bobV.id, peers: [{ id: aliceV.id, uuid: 'alice' }] });
    expect(await bobCame).toEqual({ id: bobV.id, uuid: 'bob' });

    // the call ends (either side): the room closes and cannot be entered again
    const closedA = next<{ room: string }>(aliceV, 'roomClosed');
    const closedB = next<{ room: string }>(bobV, 'roomClosed');
    expect(await alice.emitWithAck('endCall', { callId: 'r1' })).toEqual({ ok: true });
    expect(await closedA).toEqual({ room });
    expect(await closedB).toEqual({ room });
    expect(await bobV.emitWithAck('join', { token: await roomToken('bob', room) })).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'The call is over' },
    });
    const afterClose = await aliceV.emitWithAck('signal', { to: bobV.id, description: OFFER });
    expect(afterClose.ok === false && afterClose.error.code).toBe('not_found');
  });

  test('signals pass only between sockets of the same room; leaving and dropping are announced', async () => {
    const { bob } = await answeredCall('s1');
    expect(await bob.emitWithAck('acceptCall', { callId: 's1' })).toEqual({ ok: true });
    const room = callRoomOf('s1');
    const aliceV = await videoClient('alice');
    const bobV = await videoClient('bob');
    const carolV = await videoClient('carol');
    const outsider = await videoClient('mallory');
    const bobHeard = collect<Signal>(bobV, 'signal');

    // not in a room yet
    const early = await outsider.emitWithAck('signal', { to: bobV.id, description: OFFER });
    expect(early).toEqual({ ok: false, error: { code: 'forbidden', message: 'Join a room first' } });

    await aliceV.emitWithAck('join', { token: await roomToken('alice', room) });
    await bobV.emitWithAck('join', { token: await roomToken('bob', room) });
    // another room (a lounge's, admitted by its token alone) is no way into the call
    const lounge = await carolV.emitWithAck('join', { token: await roomToken('carol', 'lounge:7') });
    expect(lounge).toMatchObject({ ok: true, room: 'lounge:7', peers: [] });
    const across = await carolV.emitWithAck('signal', { to: bobV.id, description: OFFER });
    expect(across).toEqual({ ok: false, error: { code: 'not_found', message: 'No such peer in this room' } });
    const self = await aliceV.emitWithAck('signal', { to: aliceV.id, description: OFFER });
    expect(self.ok === false && self.error.code).toBe('not_found');
    const tooBig = await aliceV.emitWithAck('signal', {
      to: bobV.id,
      description: { type: 'offer', sdp: 'x'.repeat(60_001) },
    });
    expect(tooBig.ok === false && tooBig.error.code).toBe('bad_request');

    const toBob = next<Signal>(bobV, 'signal');
    expect(
      await aliceV.emitWithAck('signal', { to: bobV.id, description: OFFER, candidates: [CANDIDATE] }),
    ).toEqual({
      ok: true,
    });
    expect(await toBob).toEqual({ from: aliceV.id, description: OFFER, candidates: [CANDIDATE] });
    const toAlice = next<Signal>(aliceV, 'signal');
    await bobV.emitWithAck('signal', { to: aliceV.id, description: { type: 'answer', sdp: 'v=0\r\n' } });
    expect((await toAlice).from).toBe(bobV.id);

    // leaving: the other side hears it, and signals no longer pass
    const left = next<RoomPeer>(bobV, 'peerLeft');
    expect(await aliceV.emitWithAck('leave', {})).toEqual({ ok: true });
    expect(await left).toEqual({ id: aliceV.id, uuid: 'alice' });
    const gone = await aliceV.emitWithAck('signal', { to: bobV.id, description: OFFER });
    expect(gone.ok === false && gone.error.code).toBe('forbidden');

    // back in, then the network drops
    await aliceV.emitWithAck('join', { token: await roomToken('alice', room) });
    const dropped = next<RoomPeer>(bobV, 'peerLeft');
    const aliceId = aliceV.id;
    dropAbruptly(aliceV);
    expect(await dropped).toEqual({ id: aliceId, uuid: 'alice' });
    await bobV.emitWithAck('leave', {});
    expect(bobHeard).toHaveLength(1);
  });

  test('a caller whose chat socket drops ends the call and its room', async () => {
    const { alice, bob } = await answeredCall('d1');
    await bob.emitWithAck('acceptCall', { callId: 'd1' });
    const bobV = await videoClient('bob');
    await bobV.emitWithAck('join', { token: await roomToken('bob', callRoomOf('d1')) });
    const closed = next<{ room: string }>(bobV, 'roomClosed');
    const ended = next(bob, 'endCall');
    dropAbruptly(alice);
    expect(await ended).toEqual({ callId: 'd1', by: 'alice', reason: 'disconnected' });
    expect(await closed).toEqual({ room: callRoomOf('d1') });
    await chatCaughtUp(bob);
  });

  test("a room token's capacity refuses 'Room Full' to joins over it, even at once; the mesh holds BUILTIN_ROOM_MAX", async () => {
    env = await startRelay(transport);
    const room = 'officeHoursoffice_hour_9';
    const clients = await Promise.all(['u1', 'u2', 'u3'].map((u) => videoClient(u)));
    // three join together with room for two: exactly one is refused
    const replies = await Promise.all(
      clients.map(async (c, i) =>
        c.emitWithAck('join', { token: await roomToken(`u${i + 1}`, room, 'event-a', 2) }),
      ),
    );
    expect(replies.filter((r) => r.ok)).toHaveLength(2);
    expect(replies.filter((r) => !r.ok)).toEqual([
      { ok: false, error: { code: 'room_full', message: 'Room Full' } },
    ]);
    // a token without a capacity (a moderator's) still gets in
    const refused = clients[replies.findIndex((r) => !r.ok)]!;
    expect(
      await refused.emitWithAck('join', {
        token: await roomToken(`u${replies.findIndex((r) => !r.ok) + 1}`, room),
      }),
    ).toMatchObject({ ok: true });

    const crowd = await Promise.all(
      Array.from({ length: BUILTIN_ROOM_MAX - 2 }, (_, i) => videoClient(`m${i}`)),
    );
    for (const [i, c] of crowd.entries()) {
      const r = await c.emitWithAck('join', { token: await roomToken(`m${i}`, 'lounge:big') });
      expect(r.ok).toBe(true);
    }
    const inBig = await Promise.all(
      [0, 1].map(async (i) =>
        clients[i]!.emitWithAck('join', { token: await roomToken(`u${i + 1}`, 'lounge:big') }),
      ),
    );
    expect(inBig.every((r) => r.ok)).toBe(true);
    const over = await clients[2]!.emitWithAck('join', { token: await roomToken('u3', 'lounge:big') });
    expect(over).toEqual({
      ok: false,
      error: {
        code: 'full',
        message: `A video room holds at most ${BUILTIN_ROOM_MAX} people; this one is full`,
      },
    });
  });

  test("only a room's moderator mutes or removes; the mute reaches its target alone; the removed stay out", async () => {
    let now = Date.now();
    env = await startRelay(transport, {}, { clock: { now: () => now } });
    const room = 'lounge:5';
    const modV = await videoClient('mod');
    const bobV = await videoClient('bob');
    const carolV = await videoClient('carol');
    const muted = { mod: collect(modV, 'mutedByModerator'), carol: collect(carolV, 'mutedByModerator') };
    const carolRemoved = collect(carolV, 'removedByModerator');

    const notYet = await modV.emitWithAck('mutePeer', { peer: bobV.id });
    expect(notYet).toEqual({ ok: false, error: { code: 'forbidden', message: 'Join a room first' } });
    expect(
      await modV.emitWithAck('join', { token: await roomToken('mod', room, 'event-a', undefined, true) }),
    ).toMatchObject({ ok: true });
    const bobToken = await roomToken('bob', room, 'event-a', 10);
    expect(await bobV.emitWithAck('join', { token: bobToken })).toMatchObject({ ok: true });
    expect(
      await carolV.emitWithAck('join', { token: await roomToken('carol', room, 'event-a', 10) }),
    ).toMatchObject({ ok: true });

    // a participant without the moderator right is refused both, and nobody hears anything
    const notModerator = {
      ok: false,
      error: { code: 'forbidden', message: 'Only a moderator of this room may do that' },
    };
    expect(await bobV.emitWithAck('mutePeer', { peer: carolV.id })).toEqual(notModerator);
    expect(await bobV.emitWithAck('removePeer', { peer: carolV.id })).toEqual(notModerator);
    expect(await bobV.emitWithAck('removePeer', { peer: modV.id })).toEqual(notModerator);
    // a moderator's act needs a peer of the room, not themself
    const noPeer = { ok: false, error: { code: 'not_found', message: 'No such peer in this room' } };
    expect(await modV.emitWithAck('mutePeer', { peer: 'nobody' })).toEqual(noPeer);
    expect(await modV.emitWithAck('removePeer', { peer: modV.id })).toEqual(noPeer);
    const bad = await modV.emitWithAck('mutePeer', { peer: '' } as never);
    expect(bad.ok === false && bad.error.code).toBe('bad_request');

    // the moderator mutes bob: bob alone hears it
    const bobMuted = next<{ room: string }>(bobV, 'mutedByModerator');
    expect(await modV.emitWithAck('mutePeer', { peer: bobV.id })).toEqual({ ok: true });
    expect(await bobMuted).toEqual({ room });

    // the moderator removes bob: he is told, disconnected, and the others see him go
    const bobId = bobV.id;
    const removed = next<{ room: string; until: number }>(bobV, 'removedByModerator');
    const disconnected = next<string>(bobV, 'disconnect');
    const bobLeft = next<RoomPeer>(carolV, 'peerLeft');
    expect(await modV.emitWithAck('removePeer', { peer: bobV.id })).toEqual({ ok: true });
    expect(await removed).toEqual({ room, until: now + ROOM_REMOVAL_MS });
    expect(await disconnected).toBe('io server disconnect');
    expect(await bobLeft).toEqual({ id: bobId, uuid: 'bob' });
    const toGone = await modV.emitWithAck('signal', { to: bobId, description: OFFER });
    expect(toGone.ok === false && toGone.error.code).toBe('not_found');

    // back on the relay, bob is refused by the room with the same token or a fresh one; other rooms take him
    bobV.connect();
    await next(bobV, 'connect');
    const refused = {
      ok: false,
      error: { code: 'removed', message: 'A moderator removed you from this room' },
    };
    expect(await bobV.emitWithAck('join', { token: bobToken })).toEqual(refused);
    expect(await bobV.emitWithAck('join', { token: await roomToken('bob', room) })).toEqual(refused);
    expect(await bobV.emitWithAck('join', { token: await roomToken('bob', 'lounge:6') })).toMatchObject({
      ok: true,
    });
    // after the removal's time the room takes him again
    now += ROOM_REMOVAL_MS;
    expect(await bobV.emitWithAck('join', { token: await roomToken('bob', room) })).toMatchObject({
      ok: true,
    });

    expect(muted).toEqual({ mod: [], carol: [] });
    expect(carolRemoved).toEqual([]);
  });
});
