import type { Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, test } from 'vitest';
import type { PresenceClientToServer, PresenceServerToClient } from '../../schemas/relay';
import { next, sleep, startRelay, TRANSPORTS } from './support';

type PresenceClient = ClientSocket<PresenceServerToClient, PresenceClientToServer>;

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
    env = await startRelay(transport);
    const watcher = await presenceClient('/lounge');
    const seen = heard(watcher);
    const others = await Promise.all(Array.from({ length: 30 }, () => presenceClient('/lounge')));
    const foreign = await presenceClient('/lounge', 'event-b');
    const foreignSeen = heard(foreign);
    await Promise.all(
      others.map((s, i) => s.emitWithAck('join', { room: i < 20 ? 'lounge_1' : 'lounge_2' })),
    );
    await sleep(250);
    expect(seen.counts).toEqual({ lounge_1: 20, lounge_2: 10 });
    // 30 joins, a handful of messages
    expect(seen.messages()).toBeLessThanOrEqual(4);
    expect(foreignSeen.counts).toEqual({});

    const moved = await others[0]!.emitWithAck('switch', { prevRoom: 'lounge_1', nextRoom: 'lounge_2' });
    expect(moved).toEqual({ ok: true, count: 11 });
    for (const s of others.slice(1, 6)) s.disconnect();
    others[25]!.emit('leave', { room: 'lounge_2' });
    others[25]!.emit('leave', { room: 'lounge_2' });
    await sleep(250);
    expect(seen.counts).toEqual({ lounge_1: 14, lounge_2: 10 });

    // a socket that (re)connects hears every count at once
    const late = env.client<PresenceClient>({ token: await env.token() }, { namespace: '/lounge' });
    const snapshot = next<{ counts: Record<string, number> }>(late, 'presence');
    late.connect();
    expect((await snapshot).counts).toEqual({ lounge_1: 14, lounge_2: 10 });
    expect((await env.refused(undefined, { namespace: '/lounge' })).data?.code).toBe('no_token');
  });

  test('lounge join keeps the user data so a room lists who is in it', async () => {
    env = await startRelay(transport);
    const as = async (uuid: string, eventId = 'event-a') =>
      env.connected<PresenceClient>({ token: await env.token({ uuid, eventId }) }, { namespace: '/lounge' });
    const ann = await as('ann');
    const ben = await as('ben');
    const annTab2 = await as('ann');
    const cid = await as('cid');
    const elsewhere = await as('eve', 'event-b');
    await ann.emitWithAck('join', {
      room: 'lounge_1',
      user: { firstName: 'Ann', lastName: 'Lee', picture: 'https://img/ann.png', isAdmin: true },
    });
    await annTab2.emitWithAck('join', { room: 'lounge_1', user: { firstName: 'Ann', lastName: 'Lee' } });
    // bad user data is dropped, the join still counts
    expect(await ben.emitWithAck('join', { room: 'lounge_1', user: { firstName: 42 } as never })).toEqual({
      ok: true,
      count: 3,
    });
    await cid.emitWithAck('join', { room: 'lounge_2', user: { firstName: 'Cid' } });
    await elsewhere.emitWithAck('join', { room: 'lounge_1', user: { firstName: 'Eve' } });

    const listed = await cid.emitWithAck('members', { room: 'lounge_1' });
    expect(listed.ok).toBe(true);
    expect(listed.count).toBe(3);
    // one entry per user (ann has two tabs), unknown fields dropped
    expect([...listed.members].sort((a, b) => a.uuid.localeCompare(b.uuid))).toEqual([
      { uuid: 'ann', firstName: 'Ann', lastName: 'Lee', picture: 'https://img/ann.png' },
      { uuid: 'ben' },
    ]);
    expect((await cid.emitWithAck('members', { room: 'lounge_1', limit: 1 })).members).toHaveLength(1);

    ben.disconnect();
    ann.emit('leave', { room: 'lounge_1' });
    await sleep(50);
    expect(await cid.emitWithAck('members', { room: 'lounge_1' })).toEqual({
      ok: true,
      count: 1,
      members: [{ uuid: 'ann', firstName: 'Ann', lastName: 'Lee' }],
    });
    expect(await elsewhere.emitWithAck('members', { room: 'lounge_2' })).toEqual({
      ok: true,
      count: 0,
      members: [],
    });
    expect((await cid.emitWithAck('members', { room: '' })).ok).toBe(false);
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
    await sleep(50);
    expect(app.connected).toBe(false);
  });
});
