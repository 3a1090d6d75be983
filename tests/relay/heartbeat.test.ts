import { afterEach, describe, expect, test } from 'vitest';
import { type AppClient, connections, startRelay, TRANSPORTS, until } from './support';

const PING_MS = 200;
const TIMEOUT_MS = 200;
/** Room for a client on a busy machine to answer: these tests count pings, not how fast pongs come. */
const PATIENT_TIMEOUT_MS = 5000;
const PINGS = 4;

/** A client whose engine no longer answers pings, as one whose network went away without a close. */
function stopAnsweringPings(socket: AppClient) {
  const engine = socket.io.engine as unknown as { _sendPacket(type: string, ...rest: unknown[]): void };
  const send = engine._sendPacket.bind(engine);
  engine._sendPacket = (type, ...rest) => {
    if (type !== 'pong') send(type, ...rest);
  };
}

describe.each(TRANSPORTS)('heartbeat on %s', (transport) => {
  let env: Awaited<ReturnType<typeof startRelay>> | undefined;
  afterEach(async () => {
    await env?.close();
    env = undefined;
  });

  test.each([
    ['websocket', ['websocket']],
    ['polling', ['polling']],
  ] as const)(
    'a %s connection is pinged once per interval and stays while it answers',
    async (_, transports) => {
      env = await startRelay(transport, { pingIntervalMs: PING_MS, pingTimeoutMs: PATIENT_TIMEOUT_MS });
      const socket = await env.connected({ token: await env.token() }, { transports: [...transports] });
      // Waits for the pings rather than counting them in a fixed window, which a busy machine's timers skewed.
      const times: number[] = [];
      await new Promise<void>((resolve) => {
        socket.io.engine.on('ping', () => {
          times.push(performance.now());
          if (times.length === PINGS) resolve();
        });
      });
      // Never more often than once per interval: four pings span three intervals, less at most the delay of
      // the first (timers fire late, never early; the wheel's turns are a 25th of an interval).
      const span = (times.at(-1) ?? 0) - (times[0] ?? 0);
      expect(span).toBeGreaterThanOrEqual((PINGS - 2) * PING_MS);
      expect(socket.connected).toBe(true);
      expect(await connections(env.url)).toBe(1);
    },
  );

  test('a connection that stops answering is closed within interval plus timeout; the others stay', async () => {
    const relay = await startRelay(transport, { pingIntervalMs: PING_MS, pingTimeoutMs: TIMEOUT_MS });
    env = relay;
    const silent = await relay.connected({ token: await relay.token() });
    const healthy = await relay.connected({ token: await relay.token() });
    expect(await connections(relay.url)).toBe(2);
    stopAnsweringPings(silent);
    const started = Date.now();
    await until(async () => (await connections(relay.url)) <= 1, 5000, 'the silent connection closed');
    const tookMs = Date.now() - started;
    expect(await connections(relay.url)).toBe(1);
    // Interval plus timeout (400 ms) with room for a busy machine; socket.io's defaults would take 45 s.
    expect(tookMs).toBeLessThanOrEqual(2000);
    expect(healthy.connected).toBe(true);
  });
});
