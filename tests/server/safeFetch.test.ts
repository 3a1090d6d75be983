import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchRefused, type ResolvedAddress, safeFetch } from '../../server/net/safeFetch';

let host: Server;
let port: number;
const seenHosts: string[] = [];

beforeAll(async () => {
  host = createServer((req, res) => {
    seenHosts.push(req.headers.host ?? '');
    const hops = /^\/hop\/(\d+)$/.exec(req.url ?? '');
    if (hops) {
      const left = Number(hops[1]);
      res.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/doc' });
      res.end();
    } else if (req.url === '/to-internal') {
      res.writeHead(302, { location: `http://internal.test:${port}/doc` });
      res.end();
    } else if (req.url === '/big') {
      res.writeHead(200);
      res.end(Buffer.alloc(4096, 0x61));
    } else if (req.url === '/slow') {
      res.writeHead(200);
      res.write('a');
    } else {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('document');
    }
  });
  await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
  port = (host.address() as AddressInfo).port;
});
afterAll(async () => {
  host.closeAllConnections();
  await new Promise((r) => host.close(r));
});

const loopback: ResolvedAddress = { address: '127.0.0.1', family: 4 };
const base = { maxBytes: 1024, timeoutMs: 2000 };

describe('safe fetch', () => {
  it('connects to the address it checked and keeps the host name for the request', async () => {
    const calls: string[] = [];
    // A second look-up would answer an address nothing listens on: a fetch that looks up again fails.
    const resolve = async (name: string) => {
      calls.push(name);
      return calls.length === 1 ? [loopback] : [{ address: '127.0.0.2', family: 4 }];
    };
    const res = await safeFetch(`http://docs.test:${port}/doc`, { ...base, allowPrivate: true, resolve });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('document');
    expect(calls).toEqual(['docs.test']);
    expect(seenHosts.at(-1)).toBe(`docs.test:${port}`);
  });

  it('refuses a host when any of its addresses is not allowed', async () => {
    const resolve = async () => [{ address: '93.184.216.34', family: 4 }, loopback];
    await expect(safeFetch(`http://mixed.test:${port}/doc`, { ...base, resolve })).rejects.toThrow(
      FetchRefused,
    );
  });

  it('checks every redirect hop again', async () => {
    const resolve = async (name: string) =>
      name === 'internal.test' ? [{ address: '127.0.0.9', family: 4 }] : [loopback];
    const isAllowedAddress = (a: string) => a === '127.0.0.1';
    const opts = { ...base, resolve, isAllowedAddress };
    expect((await safeFetch(`http://docs.test:${port}/hop/0`, opts)).status).toBe(200);
    await expect(safeFetch(`http://docs.test:${port}/to-internal`, opts)).rejects.toThrow(FetchRefused);
  });

  it('follows at most 3 redirects', async () => {
    const opts = { ...base, allowPrivate: true };
    expect((await safeFetch(`http://127.0.0.1:${port}/hop/2`, opts)).status).toBe(200);
    await expect(safeFetch(`http://127.0.0.1:${port}/hop/3`, opts)).rejects.toThrow(FetchRefused);
  });

  it('stops reading past the size limit and past the time limit', async () => {
    const opts = { ...base, allowPrivate: true };
    await expect(safeFetch(`http://127.0.0.1:${port}/big`, opts)).rejects.toThrow(FetchRefused);
    await expect(safeFetch(`http://127.0.0.1:${port}/slow`, { ...opts, timeoutMs: 200 })).rejects.toThrow(
      FetchRefused,
    );
  });

  it('refuses addresses that are not http or https, and names that do not resolve', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/a', 'nonsense']) {
      await expect(safeFetch(url, { ...base, allowPrivate: true })).rejects.toThrow(FetchRefused);
    }
    const resolve = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(safeFetch('http://nowhere.test/', { ...base, resolve })).rejects.toThrow(FetchRefused);
  });
});
