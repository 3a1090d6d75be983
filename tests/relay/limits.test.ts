import type { Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, test } from 'vitest';
import type { PresenceClientToServer, PresenceServerToClient } from '../../schemas/relay';
import { collect, next, startRelay, TRANSPORTS, until } from './support';

type PresenceClient = ClientSocket<PresenceServerToClient, PresenceClientToServer>;
const metric = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);

describe.each(TRANSPORTS)('socket limits on %s', (transport) => {
  let env: Awaited<ReturnType<typeof startRelay>>;
  afterEach(async () => {
    await env?.close();
  });

  test('events beyond a socket allowance are dropped, counted, and the socket is told once', async () => {
    // The relay's clock stands still unless the test moves it: the allowance refills only when told to.
    let at = Date.now();
    env = await startRelay(
      transport,
      { socketLimits: { eventsPerSecond: 10, burst: 5 } },
      { clock: { now: () => at } },
    );
    const app = await env.connected({ token: await env.token() });
    const told = collect<{ eventsPerSecond: number; burst: number }>(app, 'rate_limited');
    const answered = collect<{ ip: string }>(app, 'ipAddressCheck');
    const dropped = async () =>
      metric(await (await fetch(`${env.url}/metrics`)).text(), 'relay_events_dropped_total');
    // Every event of a flood is either dropped or answered, and the answers have arrived.
    const floodSettled = async (events: number) => {
      await until(async () => (await dropped()) + answered.length === events, 3000, 'the flood settled');
    };

    for (let i = 0; i < 12; i++) app.emit('join', { room: `r${i}` });
    await floodSettled(12);
    // five at once, and at most one more refilled while they arrived (one every 100 ms)
    expect(answered.length).toBeGreaterThanOrEqual(5);
    expect(answered.length).toBeLessThanOrEqual(6);
    expect(told).toEqual([{ eventsPerSecond: 10, burst: 5 }]);

    // the allowance refills; a second flood is dropped again without a second notice
    at += 600;
    const before = answered.length;
    for (let i = 0; i < 12; i++) app.emit('join', { room: `s${i}` });
    await floodSettled(24);
    expect(answered.length - before).toBeGreaterThanOrEqual(5);
    expect(answered.length - before).toBeLessThanOrEqual(7);
    expect(told).toHaveLength(1);

    // each namespace's socket has its own allowance: a presence socket is served, then limited alike
    const lounge = await env.connected<PresenceClient>(
      { token: await env.token() },
      { namespace: '/exhibitor' },
    );
    const listed = await Promise.all(
      Array.from({ length: 5 }, () => lounge.emitWithAck('members', { room: 'booth' })),
    );
    expect(listed.every((r) => r.ok)).toBe(true);
    const refused = next(lounge, 'rate_limited');
    for (let i = 0; i < 5; i++) lounge.emit('leave', { room: 'booth' });
    expect(await refused).toEqual({ eventsPerSecond: 10, burst: 5 });
  });

  test('the app namespace join enters at most the allowed number of event rooms, refusals counted', async () => {
    env = await startRelay(transport, { socketLimits: { eventRooms: 3 } });
    const app = await env.connected({ token: await env.token() });
    for (const room of ['lobby', 'stage', 'expo']) {
      expect(await app.emitWithAck('join', { room })).toEqual({ ok: true, ip: '127.0.0.1' });
    }
    // a room it is in already is fine, a fourth is not
    expect((await app.emitWithAck('join', { room: 'stage' })).ok).toBe(true);
    expect(await app.emitWithAck('join', { room: 'hall' })).toEqual({ ok: false, ip: '127.0.0.1' });
    const text = await (await fetch(`${env.url}/metrics`)).text();
    expect(metric(text, 'relay_room_joins_refused_total')).toBe(1);
    expect(metric(text, 'relay_events_dropped_total')).toBe(0);
    // event, user and three rooms
    expect(metric(text, 'relay_rooms')).toBe(5);
  });
});
