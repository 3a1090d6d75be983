import { afterEach, describe, expect, test } from 'vitest';
import { poolOf, startBalancer } from '../../bench/rush/balancer';
import { closedPort, expectForwarding, expectTunnel, standInUpstreams } from './upstreams';

describe('the rush bench balancer', () => {
  test('sends /socket.io/ and /bulk_status to the relays and everything else to the API', () => {
    expect(poolOf('/socket.io/?EIO=4&transport=websocket')).toBe('relay');
    expect(poolOf('/socket.io/')).toBe('relay');
    expect(poolOf('/bulk_status')).toBe('relay');
    expect(poolOf('/bulk_status?x=1')).toBe('relay');
    expect(poolOf('/api/health')).toBe('api');
    expect(poolOf('/api/socket.io/')).toBe('api');
    expect(poolOf('/bulk_status/more')).toBe('api');
    expect(poolOf('/')).toBe('api');
    expect(poolOf('/e/demo/?next=/socket.io/')).toBe('api');
  });

  const upstreams = standInUpstreams();
  const closers: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    await upstreams.close();
  });

  async function balancer() {
    const { upstream } = upstreams;
    const [a, b, relay] = [await upstream('api a'), await upstream('api b'), await upstream('relay')];
    const started = await startBalancer({ api: [a, b], relay: [relay] });
    closers.push(started.close);
    return `http://127.0.0.1:${started.port}`;
  }

  test('forwards requests round-robin over the API processes, with their bodies and the client address', async () =>
    expectForwarding(await balancer()));

  test('tunnels a websocket upgrade to a relay', async () => expectTunnel(await balancer()));

  test('answers 502 when an upstream cannot be reached', async () => {
    const gone = await closedPort();
    const started = await startBalancer({
      api: [{ host: '127.0.0.1', port: gone }],
      relay: [{ host: '127.0.0.1', port: gone }],
    });
    closers.push(started.close);
    const res = await fetch(`http://127.0.0.1:${started.port}/api/health`);
    expect(res.status).toBe(502);
  });
});
