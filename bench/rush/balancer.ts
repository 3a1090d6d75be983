/**
 * The one address in front of the production shape (docs/operations.md "At scale") for `npm run bench:rush`: a
 * small load balancer that routes `/socket.io/` and `/bulk_status` to the relay nodes (websocket upgrades
 * included) and everything else to the API processes, round-robin within each pool. No stickiness: socket.io's
 * polling transport would need it, the bench's attendees use the websocket transport. It appends the client's
 * address to `x-forwarded-for`, as the proxy of TRUST_PROXY=1 does.
 */
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';

export type Pool = 'api' | 'relay';
export interface Upstream {
  readonly host: string;
  readonly port: number;
}

/** Which pool serves a request target (path and query). */
export function poolOf(target: string): Pool {
  const path = target.split('?')[0] ?? '';
  return path.startsWith('/socket.io/') || path === '/bulk_status' ? 'relay' : 'api';
}

/** Headers of one connection only (RFC 9110 §7.6.1): not forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const forwardedFor = (req: http.IncomingMessage) => {
  const client = req.socket.remoteAddress ?? '';
  const earlier = req.headers['x-forwarded-for'];
  return earlier ? `${earlier}, ${client}` : client;
};

/** Listens on `port` of `host` (0: a free one) and forwards to the pools; `close` ends every connection. */
export async function startBalancer(
  pools: Record<Pool, readonly Upstream[]>,
  opts: { host?: string; port?: number; onUpstreamError?: (why: string) => void } = {},
) {
  for (const pool of ['api', 'relay'] as const)
    if (pools[pool].length === 0) throw new Error(`the balancer needs at least one ${pool} upstream`);
  const turns: Record<Pool, number> = { api: 0, relay: 0 };
  const next = (pool: Pool) => {
    const upstreams = pools[pool];
    const upstream = upstreams[turns[pool] % upstreams.length] as Upstream;
    turns[pool] += 1;
    return upstream;
  };
  const agent = new http.Agent({ keepAlive: true });
  const tunnels = new Set<Duplex>();

  const server = http.createServer((req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    headers['x-forwarded-for'] = forwardedFor(req);
    const upstream = next(poolOf(req.url ?? '/'));
    // The body is read whole first, so that a request whose kept-alive connection the upstream had closed when
    // it was reused can be sent again, on a new connection.
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(Buffer.concat(chunks), false));
    req.on('error', () => res.destroy());

    function forward(body: Buffer, retried: boolean) {
      const out = http.request(
        {
          host: upstream.host,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers:
            body.length || req.headers['content-length']
              ? { ...headers, 'content-length': body.length }
              : headers,
          agent: retried ? false : agent,
        },
        (answer) => {
          const back: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers))
            if (!HOP_BY_HOP.has(name) && value !== undefined) back[name] = value;
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage, back);
          answer.pipe(res);
          answer.on('error', () => res.destroy());
        },
      );
      out.on('error', (e: NodeJS.ErrnoException) => {
        if (!retried && out.reusedSocket && (e.code === 'ECONNRESET' || e.code === 'EPIPE'))
          return forward(body, true);
        const why = `${e.code ?? e.message} from ${upstream.host}:${upstream.port}`;
        opts.onUpstreamError?.(why);
        if (res.headersSent) res.destroy();
        else res.writeHead(502, { 'content-type': 'text/plain' }).end(`upstream ${why}`);
      });
      res.on('close', () => {
        if (!res.writableFinished) out.destroy();
      });
      out.end(body);
    }
  });

  // An upgrade (websocket) is a tunnel: the request as it came, then bytes both ways until either side closes.
  server.on('upgrade', (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    const upstream = next(poolOf(req.url ?? '/'));
    const to = net.connect(upstream.port, upstream.host);
    to.once('error', (e: NodeJS.ErrnoException) =>
      opts.onUpstreamError?.(`${e.code ?? e.message} from ${upstream.host}:${upstream.port} (upgrade)`),
    );
    tunnels.add(client);
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2)
      if (req.rawHeaders[i]?.toLowerCase() !== 'x-forwarded-for')
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    lines.push(`x-forwarded-for: ${forwardedFor(req)}`);
    to.setNoDelay(true);
    to.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) to.write(head);
    to.pipe(client).pipe(to);
    const end = () => {
      tunnels.delete(client);
      to.destroy();
      client.destroy();
    };
    for (const side of [to, client]) {
      side.on('error', end);
      side.on('close', end);
    }
  });

  // An idle client connection is kept a minute, as balancers do (nginx 75 s, cloud balancers 60 s), rather than
  // Node's 5 s: a client that reuses it just as it closes would see its request fail.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      for (const tunnel of tunnels) tunnel.destroy();
      agent.destroy();
      await closed;
    },
  };
}
