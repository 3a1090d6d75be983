import { afterEach, describe, expect, test } from 'vitest';
import { waitFor } from 'xstate';
import { createAppSocket, startRelayConnection } from '../../src/realtime/appSocket';
import { next, portIsFree, startRelay, until } from './support';

describe('the browser client of the app socket', () => {
  let env: Awaited<ReturnType<typeof startRelay>>;
  const cleanups: (() => void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) c();
    await env?.close();
  });

  test('joins, hears notifications, reloads after the kill-switch delay and signs out on a dual login', async () => {
    env = await startRelay('uws');
    const scheduled: number[] = [];
    let reloaded = 0;
    let signedOutFor: string | undefined;
    const handle = createAppSocket({
      token: await env.token({ uuid: 'u1', loginId: 'L1', at: Date.now() - 60_000 }),
      eventId: 'event-a',
      url: env.url,
      reload: () => {
        reloaded += 1;
      },
      signOut: (id) => {
        signedOutFor = id;
      },
      schedule: (fn, ms) => {
        scheduled.push(ms);
        fn();
        return () => {};
      },
    });
    cleanups.push(() => handle.close());
    handle.connect();
    await next(handle.socket, 'connect');
    expect(await handle.join('lobby')).toEqual({ ok: true, ip: '127.0.0.1' });

    const notes: string[] = [];
    const off = handle.onNotification((n) => notes.push(n.title));
    const arrived = next(handle.socket, 'instant_notification');
    await env.relay.publish({
      kind: 'instant_notification',
      eventId: 'event-a',
      notification: { type: 'instant_notification', title: 'Welcome', message: 'm' },
    });
    await arrived;
    off();
    expect(notes).toEqual(['Welcome']);

    // A notification that is not one (no title) is dropped at the edge, never handed on.
    const offBad = handle.onNotification((n) => notes.push(n.title));
    for (const listener of handle.socket.listeners('instant_notification'))
      (listener as (n: unknown) => void)({ type: 'instant_notification', message: 'no title' });
    offBad();
    expect(notes).toEqual(['Welcome']);

    const killed = next(handle.socket, 'kill_switch');
    await env.relay.publish({ kind: 'kill_switch', eventId: 'event-a' });
    await killed;
    expect(reloaded).toBe(1);
    expect(scheduled[0]).toBeGreaterThanOrEqual(1000);
    expect(scheduled[0]).toBeLessThanOrEqual(30000);

    const kicked = next(handle.socket, 'dual_login');
    await env.relay.publish({ kind: 'dual_login', eventId: 'event-a', uuid: 'u1', loginId: 'L2' });
    await kicked;
    expect(signedOutFor).toBe('L2');
  });

  test('the relayConnection machine connects, ends in signedOut on a refused token or a newer login', async () => {
    env = await startRelay('node-http');
    const refused = startRelayConnection({ token: 'forged', url: env.url });
    cleanups.push(refused.stop);
    const out = await waitFor(refused.actor, (s) => s.matches('signedOut'), { timeout: 3000 });
    expect(out.context.signOutReason).toBe('bad_token');

    const live = startRelayConnection({
      token: await env.token({ uuid: 'u9', loginId: 'old' }),
      eventId: 'event-a',
      url: env.url,
    });
    cleanups.push(live.stop);
    const titles: string[] = [];
    live.subscribe('instant_notification', (n) => titles.push(n.title));
    await waitFor(live.actor, (s) => s.matches('connected'), { timeout: 3000 });
    await env.relay.publish({
      kind: 'instant_notification',
      eventId: 'event-a',
      notification: { type: 'instant_notification', title: 'Hi', message: 'm' },
    });
    await until(() => titles.length > 0, 2000, 'the notification');
    expect(titles).toEqual(['Hi']);
    await env.relay.publish({ kind: 'dual_login', eventId: 'event-a', uuid: 'u9', loginId: 'new' });
    const kicked = await waitFor(live.actor, (s) => s.matches('signedOut'), { timeout: 3000 });
    expect(kicked.context.signOutReason).toBe('dual_login');
    expect(live.current()?.socket.connected).toBe(false);
  });

  test('the relayConnection machine reconnects after the relay goes away and comes back', async () => {
    // node:http re-binds a port that still has connections in TIME_WAIT; this uWebSockets.js build does not
    env = await startRelay('node-http');
    const port = env.port;
    const live = startRelayConnection({ token: await env.token(), url: env.url });
    cleanups.push(live.stop);
    await waitFor(live.actor, (s) => s.matches('connected'), { timeout: 3000 });
    await env.close();
    await waitFor(live.actor, (s) => s.matches('reconnecting'), { timeout: 3000 });
    // a relay with the same key on the same port, once the old one has let the port go
    await until(() => portIsFree(port), 3000, `port ${port} free`);
    const again = await startRelay('node-http', {}, { secret: env.secret, port });
    env = again;
    const back = await waitFor(live.actor, (s) => s.matches('connected'), { timeout: 8000 });
    expect(back.context.attempts).toBe(0);
  });
});
