import { createServer, type IncomingMessage, type Server } from 'node:http';
import { startTestServer } from './server';
import type { AddressInfo } from 'node:net';

/** A stand-in of Daily's REST API: rooms by name, meeting tokens, every request recorded. */
export async function dailyStandIn() {
  const rooms = new Map<string, { name: string; url: string }>();
  const requests: { method: string; path: string; auth: string; body: Record<string, unknown> | null }[] = [];
  let broken = false;
  /** How a missing room is answered: Daily's 404, or another status whose message says 'not found'. */
  let missing: 'status' | 'message' = 'status';
  const read = async (req: IncomingMessage) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  };
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    const path = req.url ?? '';
    requests.push({ method: req.method ?? '', path, auth: req.headers.authorization ?? '', body });
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (broken) return reply(500, { error: 'server-error' });
    if (req.headers.authorization !== 'Bearer daily-key') return reply(401, { error: 'authorization-error' });
    const named = /^\/v1\/rooms\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && named) {
      const room = rooms.get(decodeURIComponent(named[1] ?? ''));
      if (room) return reply(200, room);
      return missing === 'status'
        ? reply(404, { error: 'not-found', info: 'room not found' })
        : reply(400, { error: 'invalid-request-error', info: `room ${named[1]} not found` });
    }
    if (req.method === 'POST' && path === '/v1/rooms') {
      const name = String(body?.name);
      const room = { name, url: `https://example.daily.co/${name}` };
      rooms.set(name, room);
      return reply(200, room);
    }
    if (req.method === 'POST' && path === '/v1/meeting-tokens') {
      return reply(200, {
        token: `token-for-${(body?.properties as { user_id?: string } | undefined)?.user_id}`,
      });
    }
    return reply(404, { error: 'not-found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    url,
    requests,
    breakIt: () => {
      broken = true;
    },
    answerMissingAs: (how: 'status' | 'message') => {
      missing = how;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A test server whose video provider is Daily, at a stand-in of its API; `close` stops both. */
export async function startDailyTestServer() {
  const daily = await dailyStandIn();
  const s = await startTestServer({ video: { daily: { apiKey: 'daily-key', apiUrl: daily.url } } });
  return {
    s,
    daily,
    close: async () => {
      await s.close();
      await daily.close();
    },
  };
}
