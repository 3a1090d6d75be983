import type { Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, test } from 'vitest';
import {
  ONLINE_PRESENCE_KEY,
  type PresenceClientToServer,
  type PresenceServerToClient,
} from '../../schemas/relay';
import { fakeChat } from './fakeChat';
import { next, startRelay, TRANSPORTS, until } from './support';

type PresenceClient = ClientSocket<PresenceServerToClient, PresenceClientToServer>;

/** Resolves once the relay answered a request of this socket: what it sent the socket before has arrived. */
const caughtUp = (socket: PresenceClient) => socket.emitWithAck('members', { room: 'hall' });

describe.each(TRANSPORTS)('presence on %s', (transport) => {
  let env: Awaited<ReturnType<typeof startRelay>>;
  afterEach(async () => {
    await env?.close();
  });

  const presenceClient = async (namespace: string, eventId = 'event-a') => {
    const socket = await env.connected<PresenceClient>(
      { token: await env.token({ eventId }) },
      { namespace },
    );
    return socket;
  };
  /** Every count a socket has heard, latest wins. */
  const heard = (socket: PresenceClient) => {
    const counts: Record<string, number> = {};
    let messages = 0;
    socket.on('presence', ({ counts: c }) => {
      Object.assign(counts, c);
      messages += 1;
    });
    return { counts, messages: () => messages };
  };

  test('lounge joins and switches are counted, coalesced per tick, and a dropped socket leaves its rooms', async () => {
    env = await startRelay(transport, {}, { chat: fakeChat().hooks });
    const watcher = await presenceClient('/lounge');
    const seen = heard(watcher);
    const others = await Promise.all(Array.from({ length: 30 }, () => presenceClient('/lounge')));
    const foreign = await presenceClient('/lounge', 'event-b');
    const foreignSeen = heard(foreign);
    await Promise.all(
      others.map((s, i) => s.emitWithAck('join', { room: i < 20 ? 'lounge_1' : 'lounge_2' })),
    );
    await env.relay.flushPresence();
    await Promise.all([caughtUp(watcher), caughtUp(foreign)]);
    expect(seen.counts).toEqual({ lounge_1: 20, lounge_2: 10 });
    // 30 joins, a handful of messages
    expect(seen.messages()).toBeLessThanOrEqual(4);
    expect(foreignSeen.counts).toEqual({});

    const moved = await others[0]!.emitWithAck('switch', { prevRoom: 'lounge_1', nextRoom: 'lounge_2' });
    expect(moved).toEqual({ ok: true, count: 11 });
    for (const s of others.slice(1, 6)) s.disconnect();
    others[25]!.emit('leave', { room: 'lounge_2' });
    others[25]!.emit('leave', { room: 'lounge_2' });
    await until(
      () => seen.counts.lounge_1 === 14 && seen.counts.lounge_2 === 10,
      3000,
      'the disconnects and the leave counted',
    );
    expect(seen.counts).toEqual({ lounge_1: 14, lounge_2: 10 });

    // a socket that (re)connects hears every count at once
    const late = env.client<PresenceClient>({ token: await env.token() }, { namespace: '/lounge' });
    const snapshot = next<{ counts: Record<string, number> }>(late, 'presence');
    late.connect();
    expect((await snapshot).counts).toEqual({ lounge_1: 14, lounge_2: 10 });
    expect((await env.refused(undefined, { namespace: '/lounge' })).data?.code).toBe('no_token');
  });

  test('a snapshot names the live streams watched and the users online, each over their own sockets', async () => {
    env = await startRelay(transport, {}, { chat: fakeChat().hooks });
    const ann = await env.token({ eventId: 'event-a', uuid: 'ann' });
    const bob = await env.token({ eventId: 'event-a', uuid: 'bob' });
    const viewers = await Promise.all(
      [ann, ann, bob].map((token) => env.connected<PresenceClient>({ token }, { namespace: '/session' })),
    );
    // Online is a socket of the app (a presence socket alone does not make one online): Ann has two.
    const apps = await Promise.all([ann, ann, bob].map((token) => env.connected({ token })));
    await Promise.all(viewers.map((v) => v.emitWithAck('join', { room: 'live_1001' })));
    await env.relay.flushPresence();
    expect(await env.relay.presenceSnapshot('/session', 'event-a')).toEqual(new Map([['live_1001', 3]]));
    expect(await env.relay.presenceSnapshot('/session', 'event-b')).toEqual(new Map());
    const online = await env.relay.presenceSnapshot(ONLINE_PRESENCE_KEY, 'event-a');
    expect([...online.keys()].sort()).toEqual(['ann', 'bob']);
    viewers[2]?.disconnect();
    apps[2]?.disconnect();
    await until(
      async () => (await env.relay.presenceSnapshot(ONLINE_PRESENCE_KEY, 'event-a')).size === 1,
      3000,
      'Bob gone',
    );
    expect(await env.relay.presenceSnapshot('/session', 'event-a')).toEqual(new Map([['live_1001', 2]]));
  });

  test("members lists people by the API's record of them, whatever the client sends along", async () => {
    const chat = fakeChat();
    chat.profiles.set('ann', {
      uuid: 'ann',
      firstName: 'Ann',
      lastName: 'Lee',
      picture: 'https://img/ann.png',
    });
    chat.profiles.set('cid', { uuid: 'cid', firstName: 'Cid' });
    env = await startRelay(transport, {}, { chat: chat.hooks });
    const as = async (uuid: string, eventId = 'event-a') =>
      env.connected<PresenceClient>({ token: await env.token({ uuid, eventId }) }, { namespace: '/lounge' });
    const ann = await as('ann');
    const ben = await as('ben');
    const annTab2 = await as('ann');
    const cid = await as('cid');
    const elsewhere = await as('eve', 'event-b');
    // What a client claims about itself is not listed: a page cannot pass itself off as someone else.
    const join = (s: PresenceClient, room: string, user?: object) =>
      (s as unknown as { emitWithAck(e: string, p: unknown): Promise<unknown> }).emitWithAck('join', {
        room,
        user,
      });
    await join(ann, 'lounge_1', { firstName: 'The', lastName: 'Organiser', picture: 'https://evil/x.png' });
    await join(annTab2, 'lounge_1');
    expect(await join(ben, 'lounge_1', { firstName: 'Ann', lastName: 'Lee' })).toEqual({
      ok: true,
      count: 3,
    });
    await join(cid, 'lounge_2');
    await join(elsewhere, 'lounge_1', { firstName: 'Eve' });

    const listed = await cid.emitWithAck('members', { room: 'lounge_1' });
    expect(listed.ok).toBe(true);
    expect(listed.count).toBe(3);
    // one entry per user (ann has two tabs); ben has no record with a name, so only his uuid
    expect([...listed.members].sort((a, b) => a.uuid.localeCompare(b.uuid))).toEqual([
      { uuid: 'ann', firstName: 'Ann', lastName: 'Lee', picture: 'https://img/ann.png' },
      { uuid: 'ben' },
    ]);
    expect((await cid.emitWithAck('members', { room: 'lounge_1', limit: 1 })).members).toHaveLength(1);
    // the names were looked up once and reused
    expect(chat.calls.profilesOf).toBe(1);

    ben.disconnect();
    ann.emit('leave', { room: 'lounge_1' });
    await until(
      async () => (await cid.emitWithAck('members', { room: 'lounge_1' })).count === 1,
      3000,
      "ben and one of ann's tabs gone",
    );
    expect(await cid.emitWithAck('members', { room: 'lounge_1' })).toEqual({
      ok: true,
      count: 1,
      members: [{ uuid: 'ann', firstName: 'Ann', lastName: 'Lee', picture: 'https://img/ann.png' }],
    });
    expect(await elsewhere.emitWithAck('members', { room: 'lounge_2' })).toEqual({
      ok: true,
      count: 0,
      members: [],
    });
    expect((await cid.emitWithAck('members', { room: '' })).ok).toBe(false);
  });

  test('a lounge is refused to a user the rules keep out of lounges, and to all without the rules', async () => {
    const chat = fakeChat();
    chat.loungesClosed.add('lim');
    env = await startRelay(transport, {}, { chat: chat.hooks });
    const as = async (uuid: string, namespace = '/lounge') =>
      env.connected<PresenceClient>({ token: await env.token({ uuid }) }, { namespace });
    const limited = await as('lim');
    const refused = { ok: false, count: 0, reason: 'forbidden' };
    expect(await limited.emitWithAck('join', { room: 'lounge_1' })).toEqual(refused);
    expect(await limited.emitWithAck('switch', { prevRoom: 'lounge_1', nextRoom: 'lounge_2' })).toEqual(
      refused,
    );
    const open = await as('ann');
    expect(await open.emitWithAck('join', { room: 'lounge_1' })).toEqual({ ok: true, count: 1 });
    expect((await open.emitWithAck('members', { room: 'lounge_1' })).count).toBe(1);
    // the rule is the lounges': the same user may still be counted at a booth
    const booth = await as('lim', '/exhibitor');
    expect(await booth.emitWithAck('join', { room: 'booth-a' })).toEqual({ ok: true, count: 1 });

    await env.close();
    env = await startRelay(transport);
    const anyone = await as('ann');
    expect(await anyone.emitWithAck('join', { room: 'lounge_1' })).toEqual({
      ok: false,
      count: 0,
      reason: 'unavailable',
    });
  });

  test('a socket is in at most 20 presence rooms; more joins are refused and counted', async () => {
    env = await startRelay(transport);
    const booth = await presenceClient('/exhibitor');
    for (let i = 0; i < 20; i++) {
      expect((await booth.emitWithAck('join', { room: `booth-${i}` })).ok).toBe(true);
    }
    // joining a room it is in already is no new room
    expect((await booth.emitWithAck('join', { room: 'booth-3' })).ok).toBe(true);
    expect(await booth.emitWithAck('join', { room: 'booth-20' })).toEqual({
      ok: false,
      count: 0,
      reason: 'room_limit',
    });
    booth.emit('leave', { room: 'booth-0' });
    expect((await booth.emitWithAck('join', { room: 'booth-20' })).ok).toBe(true);
    const metrics = await (await fetch(`${env.url}/metrics`)).text();
    expect(metrics).toMatch(/^relay_room_joins_refused_total 1$/m);
  });

  test('POST /bulk_status answers exhibitor room counts of the caller event', async () => {
    env = await startRelay(transport);
    const booth = await Promise.all(Array.from({ length: 3 }, () => presenceClient('/exhibitor')));
    await booth[0]!.emitWithAck('join', { room: 'booth-a' });
    await booth[1]!.emitWithAck('join', { room: 'booth-a' });
    await booth[2]!.emitWithAck('join', { room: 'booth-b' });
    const inB = await presenceClient('/exhibitor', 'event-b');
    await inB.emitWithAck('join', { room: 'booth-a' });
    await env.relay.flushPresence();
    const ask = async (body: unknown, token?: string) =>
      fetch(`${env.url}/bulk_status`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const res = await ask(
      { 'company-1': ['booth-a', 'booth-b'], 'company-2': ['booth-z'] },
      await env.token(),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      'company-1': { total: 3, rooms: { 'booth-a': 2, 'booth-b': 1 } },
      'company-2': { total: 0, rooms: { 'booth-z': 0 } },
    });
    expect((await ask({ x: ['booth-a'] })).status).toBe(401);
    expect((await ask({ x: 'booth-a' }, await env.token())).status).toBe(400);
  });

  test('closing the relay tells clients to reconnect before the sockets close', async () => {
    env = await startRelay(transport, { drainMs: 100 });
    const app = await env.connected({ token: await env.token() });
    const lounge = await presenceClient('/lounge');
    const told = [
      next<{ delayMs: number }>(app, 'relay_restart'),
      next<{ delayMs: number }>(lounge, 'relay_restart'),
    ];
    const closing = env.relay.close();
    for (const t of await Promise.all(told)) expect(t.delayMs).toBeLessThan(5000);
    await closing;
    await until(() => !app.connected, 3000, 'the app socket closed');
  });
});
