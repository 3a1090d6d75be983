import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { poolOf, startBalancer } from '../../bench/rush/balancer';

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

  const closers: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  /** An upstream that answers who it is, what it got and the forwarded address; upgrades echo what they hear. */
  async function upstream(name: string) {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        res.setHeader('set-cookie', ['a=1', 'b=2']);
        res.end(
          JSON.stringify({
            name,
            method: req.method,
            url: req.url,
            body: Buffer.concat(chunks).toString(),
            forwardedFor: req.headers['x-forwarded-for'],
            host: req.headers.host,
          }),
        );
      });
    });
    server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket) => {
      socket.write(
        `HTTP/1.1 101 Switching Protocols\r\nUpgrade: echo\r\nConnection: Upgrade\r\nX-Node: ${name}\r\nX-Seen-For: ${req.headers['x-forwarded-for']}\r\n\r\n`,
      );
      socket.pipe(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(
      () =>
        new Promise((resolve) => {
          server.close(resolve);
          server.closeAllConnections();
        }),
    );
    return { host: '127.0.0.1', port: (server.address() as net.AddressInfo).port };
  }

  async function balancer() {
    const [a, b, relay] = [await upstream('api a'), await upstream('api b'), await upstream('relay')];
    const started = await startBalancer({ api: [a, b], relay: [relay] });
    closers.push(started.close);
    return `http://127.0.0.1:${started.port}`;
  }

  test('forwards requests round-robin over the API processes, with their bodies and the client address', async () => {
    const base = await balancer();
    const seen = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${base}/api/login?i=${i}`, { method: 'POST', body: `{"i":${i}}` });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
      seen.push(await res.json());
    }
    expect(seen.map((s) => s.name)).toEqual(['api a', 'api b', 'api a', 'api b']);
    expect(seen[2]).toMatchObject({
      method: 'POST',
      url: '/api/login?i=2',
      body: '{"i":2}',
      forwardedFor: '127.0.0.1',
      host: new URL(base).host,
    });
    const bulk = await fetch(`${base}/bulk_status`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '10.0.0.1' },
      body: '{}',
    });
    expect(await bulk.json()).toMatchObject({ name: 'relay', forwardedFor: '10.0.0.1, 127.0.0.1' });
  });

  test('tunnels a websocket upgrade to a relay', async () => {
    const base = await balancer();
    const { socket, headers } = await new Promise<{
      socket: net.Socket;
      headers: http.IncomingHttpHeaders;
    }>((resolve, reject) => {
      const req = http.request(`${base}/socket.io/?EIO=4&transport=websocket`, {
        headers: { connection: 'Upgrade', upgrade: 'echo' },
      });
      req.on('upgrade', (res, socket) => resolve({ socket, headers: res.headers }));
      req.on('error', reject);
      req.end();
    });
    expect(headers).toMatchObject({ 'x-node': 'relay', 'x-seen-for': '127.0.0.1' });
    const echoed = new Promise<string>((resolve) =>
      socket.once('data', (d: Buffer) => resolve(d.toString())),
    );
    socket.write('ping');
    expect(await echoed).toBe('ping');
    socket.destroy();
  });

  test('answers 502 when an upstream cannot be reached', async () => {
    const gone = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const started = await startBalancer({
      api: [{ host: '127.0.0.1', port: gone }],
      relay: [{ host: '127.0.0.1', port: gone }],
    });
    closers.push(started.close);
    const res = await fetch(`http://127.0.0.1:${started.port}/api/health`);
    expect(res.status).toBe(502);
  });
});
