/**
 * Stand-ins for the API processes and relay nodes behind the rush bench's one address, and what either balancer
 * (bench/rush/balancer.ts, bench/rush/nginx.ts) must do in front of them.
 */
import http from 'node:http';
import net from 'node:net';
import { expect } from 'vitest';

/**
 * Upstreams that answer who they are, what they got and the forwarded address; upgrades echo what they hear.
 * `close` ends them all.
 */
export function standInUpstreams() {
  const closers: (() => Promise<unknown>)[] = [];
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
  return {
    upstream,
    async close() {
      for (const close of closers.splice(0).reverse()) await close();
    },
  };
}

/** A port nothing listens on. */
export const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * At `base`, in front of stand-ins named `api a`, `api b` and `relay`: requests go round-robin over the API
 * processes with their bodies, cookies, host and the client's address; `/bulk_status` goes to the relay, with
 * the client's address appended to an earlier `x-forwarded-for`.
 */
export async function expectForwarding(base: string) {
  const seen = [];
  for (let i = 0; i < 4; i++) {
    const res = await fetch(`${base}/api/login?i=${i}`, { method: 'POST', body: `{"i":${i}}` });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    seen.push(await res.json());
  }
  // In turn, from whichever the balancer's turn was at.
  const names = seen.map((s) => s.name);
  expect(names.slice(0, 2).sort()).toEqual(['api a', 'api b']);
  expect(names.slice(2)).toEqual(names.slice(0, 2));
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
}

/** At `base`, a websocket upgrade reaches the relay stand-in, with the client's address, and carries bytes both ways. */
export async function expectTunnel(base: string) {
  const { socket, headers } = await new Promise<{ socket: net.Socket; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      const req = http.request(`${base}/socket.io/?EIO=4&transport=websocket`, {
        headers: { connection: 'Upgrade', upgrade: 'echo' },
      });
      req.on('upgrade', (res, socket) => resolve({ socket, headers: res.headers }));
      req.on('error', reject);
      req.end();
    },
  );
  expect(headers).toMatchObject({ 'x-node': 'relay', 'x-seen-for': '127.0.0.1' });
  const echoed = new Promise<string>((resolve) => socket.once('data', (d: Buffer) => resolve(d.toString())));
  socket.write('ping');
  expect(await echoed).toBe('ping');
  socket.destroy();
}
