import { afterEach, describe, expect, test } from 'vitest';
import type { SocketNotification } from '../../schemas/notification';
import { type AppClient, caughtUp, collect, next, startRelay, TRANSPORTS } from './support';

const note = (title: string): SocketNotification => ({
  type: 'instant_notification',
  title,
  message: `${title} body`,
});

describe.each(TRANSPORTS)('relay app namespace on %s', (transport) => {
  let env: Awaited<ReturnType<typeof startRelay>>;
  afterEach(async () => {
    await env?.close();
  });

  test('runs on the transport it was asked for and says so in /health', async () => {
    env = await startRelay(transport);
    expect(env.relay.transport).toBe(transport);
    const res = await fetch(`${env.url}/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ ok: true, transport, connections: 0 });
    expect(typeof body.uptime).toBe('number');
  });

  test('refuses a socket without a token, with a bad signature, expired, or of another event', async () => {
    env = await startRelay(transport);
    expect((await env.refused(undefined)).data?.code).toBe('no_token');
    expect((await env.refused({ token: '' })).data?.code).toBe('no_token');
    expect((await env.refused({ token: 'not-a-jwt' })).data?.code).toBe('bad_token');

    const other = await startRelay(transport);
    try {
      const foreign = await other.token();
      expect((await env.refused({ token: foreign })).data?.code).toBe('bad_token');
    } finally {
      await other.close();
    }
    const expired = await env.token({ at: Date.now() - 3 * 24 * 3600 * 1000 });
    expect((await env.refused({ token: expired })).data?.code).toBe('bad_token');

    const tokenOfA = await env.token({ eventId: 'event-a' });
    expect((await env.refused({ token: tokenOfA, eventId: 'event-b' })).data?.code).toBe('wrong_event');
    const ok = await env.connected({ token: tokenOfA, eventId: 'event-a' });
    expect(ok.connected).toBe(true);
  });

  test('join acknowledges with the caller address and sends ipAddressCheck', async () => {
    env = await startRelay(transport);
    const socket = await env.connected({ token: await env.token() });
    const check = next<{ ip: string }>(socket, 'ipAddressCheck');
    const reply = await socket.emitWithAck('join', { room: 'lobby' });
    expect(reply).toEqual({ ok: true, ip: '127.0.0.1' });
    expect(await check).toEqual({ ip: '127.0.0.1' });
    const bad = await socket.emitWithAck('join', { room: '' });
    expect(bad.ok).toBe(false);
  });

  test('behind a trusted proxy the address is the entry the proxy appended (the last)', async () => {
    env = await startRelay(transport, { trustProxy: true });
    const socket = await env.connected(
      { token: await env.token() },
      { transports: ['polling'], headers: { 'x-forwarded-for': '10.0.0.1, 203.0.113.9' } },
    );
    expect(await socket.emitWithAck('join', { room: 'lobby' })).toEqual({ ok: true, ip: '203.0.113.9' });
  });

  test('an instant notification reaches every socket of the event and only that event', async () => {
    env = await startRelay(transport);
    const a1 = await env.connected({ token: await env.token({ eventId: 'event-a' }) });
    const a2 = await env.connected(
      { token: await env.token({ eventId: 'event-a' }) },
      { transports: ['polling'] },
    );
    const b1 = await env.connected({ token: await env.token({ eventId: 'event-b' }) });
    const gotB = collect(b1, 'instant_notification');
    const [n1, n2] = [next(a1, 'instant_notification'), next(a2, 'instant_notification')];
    await env.relay.publish({
      kind: 'instant_notification',
      eventId: 'event-a',
      notification: note('Keynote'),
    });
    expect(await n1).toEqual(note('Keynote'));
    expect(await n2).toEqual(note('Keynote'));
    // event B's traffic never reaches event A, and the other way round
    const gotA = collect(a1, 'instant_notification');
    const nb = next(b1, 'instant_notification');
    await env.relay.publish({
      kind: 'instant_notification',
      eventId: 'event-b',
      notification: note('B only'),
    });
    expect(await nb).toEqual(note('B only'));
    await caughtUp(a1);
    expect(gotA).toEqual([]);
    expect(gotB).toEqual([note('B only')]);
  });

  test('an instant notification to some users reaches only their sockets', async () => {
    env = await startRelay(transport);
    const alice = await env.connected({ token: await env.token({ uuid: 'alice' }) });
    const aliceTab2 = await env.connected({ token: await env.token({ uuid: 'alice' }) });
    const bob = await env.connected({ token: await env.token({ uuid: 'bob' }) });
    const aliceInB = await env.connected({ token: await env.token({ uuid: 'alice', eventId: 'event-b' }) });
    const bobGot = collect(bob, 'instant_notification');
    const otherEventGot = collect(aliceInB, 'instant_notification');
    const got = [next(alice, 'instant_notification'), next(aliceTab2, 'instant_notification')];
    await env.relay.publish({
      kind: 'instant_notification',
      eventId: 'event-a',
      uuids: ['alice'],
      notification: note('For Alice'),
    });
    expect(await Promise.all(got)).toEqual([note('For Alice'), note('For Alice')]);
    await Promise.all([caughtUp(bob), caughtUp(aliceInB)]);
    expect(bobGot).toEqual([]);
    expect(otherEventGot).toEqual([]);
  });

  test('saved settings reach every socket of the event and no other event', async () => {
    env = await startRelay(transport);
    const a1 = await env.connected({ token: await env.token({ eventId: 'event-a' }) });
    const a2 = await env.connected({ token: await env.token({ eventId: 'event-a' }) });
    const b1 = await env.connected({ token: await env.token({ eventId: 'event-b' }) });
    const gotB = collect(b1, 'settings_changed');
    const heard = [next(a1, 'settings_changed'), next(a2, 'settings_changed')];
    await env.relay.publish({ kind: 'settings_changed', eventId: 'event-a' });
    await Promise.all(heard);
    await caughtUp(b1);
    expect(gotB).toEqual([]);
  });

  test('the kill switch tells each socket of the event to reload after its own delay of 1 to 30 s', async () => {
    const draws = [0, 0.999999, 0.5];
    env = await startRelay(transport, {}, { random: () => draws.shift() ?? 0.25 });
    const sockets: AppClient[] = [];
    for (let i = 0; i < 3; i++) sockets.push(await env.connected({ token: await env.token() }));
    const other = await env.connected({ token: await env.token({ eventId: 'event-b' }) });
    const otherGot = collect(other, 'kill_switch');
    const delays = sockets.map((s) => next<{ delayMs: number }>(s, 'kill_switch'));
    await env.relay.publish({ kind: 'kill_switch', eventId: 'event-a' });
    const got = (await Promise.all(delays)).map((d) => d.delayMs).sort((x, y) => x - y);
    expect(got).toEqual([1000, 15500, 30000]);
    for (const d of got) {
      expect(d).toBeGreaterThanOrEqual(1000);
      expect(d).toBeLessThanOrEqual(30000);
    }
    await caughtUp(other);
    expect(otherGot).toEqual([]);
  });

  test('a newer login signs the older tabs out; exempt accounts are never signed out', async () => {
    env = await startRelay(transport);
    const now = Date.now();
    const old1 = await env.connected({
      token: await env.token({ uuid: 'u1', loginId: 'L1', at: now - 60_000 }),
    });
    const old2 = await env.connected({
      token: await env.token({ uuid: 'u1', loginId: 'L1', at: now - 60_000 }),
    });
    const bystander = await env.connected({ token: await env.token({ uuid: 'u2', at: now - 60_000 }) });
    const bystanderGot = collect(bystander, 'dual_login');
    const kicked = [next(old1, 'dual_login'), next(old2, 'dual_login')];
    const fresh = env.client({ token: await env.token({ uuid: 'u1', loginId: 'L2', at: now }) });
    const freshGot = collect(fresh, 'dual_login');
    fresh.connect();
    expect(await Promise.all(kicked)).toEqual([{ loginId: 'L2' }, { loginId: 'L2' }]);

    // an old tab that reconnects later is told to sign out itself, and the newer login stays
    const stale = env.client({ token: await env.token({ uuid: 'u1', loginId: 'L0', at: now - 120_000 }) });
    const staleKick = next(stale, 'dual_login');
    stale.connect();
    expect(await staleKick).toEqual({ loginId: 'L2' });

    // the API's own message after a sign-in does the same
    const newest = next(fresh, 'dual_login');
    // the relay closes the older login's sockets after telling them: nothing can follow the disconnect
    const freshClosed = next(fresh, 'disconnect');
    await env.relay.publish({ kind: 'dual_login', eventId: 'event-a', uuid: 'u1', loginId: 'L3' });
    expect(await newest).toEqual({ loginId: 'L3' });
    await Promise.all([freshClosed, caughtUp(bystander)]);
    expect(freshGot).toEqual([{ loginId: 'L3' }]);
    expect(bystanderGot).toEqual([]);

    // staff and admins keep every tab
    const staff1 = await env.connected({
      token: await env.token({ uuid: 's1', loginId: 'S1', exempt: true, at: now - 60_000 }),
    });
    const staffGot = collect(staff1, 'dual_login');
    await env.connected({ token: await env.token({ uuid: 's1', loginId: 'S2', exempt: true, at: now }) });
    await env.relay.publish({ kind: 'dual_login', eventId: 'event-a', uuid: 's1', loginId: 'S3' });
    await caughtUp(staff1);
    expect(staffGot).toEqual([]);
  });
});
