/**
 * `npm run bench:rush`: the keynote rush. N virtual attendees (RUSH_SIZES, default 1000,2000,5000) arrive within
 * RUSH_WINDOW seconds (60) at the platform, a process of its own, in each shape of RUSH_DATABASES
 * (pglite,postgres,cluster):
 *  - pglite, postgres: `npm start`'s composition, one process (bench/rush/platform.ts), on PGlite or on a fresh
 *    PostgreSQL database on TEST_DATABASE_URL's server;
 *  - cluster: the production shape of docs/operations.md (bench/rush/cluster.ts): two API processes and two relay
 *    nodes on a fresh PostgreSQL database and Redis (RUSH_REDIS_URL, else a redis-server of the run's own),
 *    behind one address: nginx when it is installed (bench/rush/nginx.ts), else the bench's Node balancer
 *    (bench/rush/balancer.ts); RUSH_BALANCER=node|nginx forces one.
 * A shape whose PostgreSQL (or Redis) cannot be reached is skipped. Each attendee does what the web app does on
 * opening: signs in (one in five, spread over the window; the others hold a token), settings, the three snapshot
 * links and files (brotli accepted; returning attendees send the ETag they hold), a relay connection (websocket),
 * one favourite, and the session page's calls. In the middle of the window an instant notification goes to
 * everyone through the relay (in the cluster, through the API's Redis publisher, to the clients of both nodes).
 * Then 32 clients read the program link for RUSH_READ_SECONDS (10) at full speed: wrk when it is installed, else
 * the bench's Node http client (bench/rush/reads.ts); RUSH_READER=node|wrk forces one, the same for every shape.
 * Loopback only; bounded in count and time; stops by itself, and stops the platform's processes however it ends.
 * Prints per phase and overall: attendee completion (p50, p99, max), requests per second, request p99, errors,
 * sockets lost, the broadcast's time to the last connected attendee, the reads (requests/s, p50, p99, errors),
 * server CPU (% of one core) and memory (summed over the API and relay processes, then per process, with the
 * balancer and Redis beside them); at the end, the cluster's requests/s and 32-client reads/s against the one
 * process on PostgreSQL at each size.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { createHttpClient, type HttpReply } from './httpClient';
import type { RushAttendee } from './rush/attendees';
import { balancerOfTheRun } from './rush/nginx';
import { type PlatformProcess, startPlatformProcess } from './rush/platformProcess';
import type { PlatformReply, ProcessUsage, RelayNode } from './rush/protocol';
import { pct, type Reads, readerOfTheRun, readWithNode } from './rush/reads';
import { readWithWrk } from './rush/wrkReader';

const env = process.env;
const SIZES = (env.RUSH_SIZES ?? '1000,2000,5000').split(',').map(Number);
const DATABASES = (env.RUSH_DATABASES ?? 'pglite,postgres,cluster').split(',');
const WINDOW_MS = Number(env.RUSH_WINDOW ?? 60) * 1000;
const GRACE_MS = 30_000;
const READ_SECONDS = Number(env.RUSH_READ_SECONDS ?? 10);
const READERS = 32;
const POSTGRES = env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PHASES = ['signIn', 'settings', 'snapshots', 'relay', 'favourite', 'session'] as const;
type Phase = (typeof PHASES)[number];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// Decided once, so that every shape of the run has the same reader and a wrong setting fails before any runs.
const { READER, BALANCER } = (() => {
  try {
    return {
      READER: readerOfTheRun(env),
      BALANCER: DATABASES.includes('cluster') ? balancerOfTheRun(env) : null,
    };
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
})();
const READER_NAME = READER === 'wrk' ? 'wrk' : "the bench's Node http client";

async function postgresUrl(name: string): Promise<string | null> {
  const admin = new pg.Client({ connectionString: POSTGRES, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropPostgres(name: string) {
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

interface Outcome {
  total: number | null;
  phases: Partial<Record<Phase, number>>;
  error: string | null;
}

/** What the ratio of the cluster to one process compares. */
interface Throughput {
  requestsPerSecond: number;
  readsPerSecond: number;
}

/** The rush on one platform; null when it was skipped. Stops the platform and drops its database however it ends. */
async function rush(database: string, size: number): Promise<Throughput | null> {
  const cluster = database === 'cluster';
  if (cluster && !env.RUSH_REDIS_URL && spawnSync('redis-server', ['--version']).error) {
    console.log('cluster: no RUSH_REDIS_URL and no redis-server to start; skipped');
    return null;
  }
  const dbName = `rush_${size}_${process.pid}`;
  const url = database === 'postgres' || cluster ? await postgresUrl(dbName) : null;
  if ((database === 'postgres' || cluster) && !url) {
    console.log(`${database}: ${POSTGRES} cannot be reached; skipped`);
    return null;
  }
  const dataDir = `test-results/rush-${database}-${size}`;
  rmSync(dataDir, { recursive: true, force: true });
  const platform = startPlatformProcess(cluster ? 'cluster' : 'platform', {
    RUSH_ATTENDEES: String(size),
    DATA_DIR: dataDir,
    ...(url ? { DATABASE_URL: url } : {}),
  });
  try {
    return await measure(database, size, platform);
  } finally {
    await platform.stop();
    if (url) await dropPostgres(dbName);
  }
}

async function measure(database: string, size: number, platform: PlatformProcess): Promise<Throughput> {
  const ready = await platform.next<'ready'>();
  const base = `http://127.0.0.1:${ready.port}`;
  const { event } = ready;
  const latencies: number[] = [];
  let requests = 0;
  let errors = 0;
  const errorKinds = new Map<string, number>();
  const fail = (what: string) => {
    errors += 1;
    errorKinds.set(what, (errorKinds.get(what) ?? 0) + 1);
    throw new Error(what);
  };
  // Node's http client, not fetch (bench/httpClient.ts): the server's figures, not the bench's decompression.
  const { sendPatiently, close: closeClient } = createHttpClient(base);
  let busy = 0;
  const call = async (
    path: string,
    token: string | null,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
    ok = [200],
  ) => {
    const started = performance.now();
    const headers: Record<string, string> = { ...init.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    if (init.body) headers['content-type'] = 'application/json';
    let res: HttpReply;
    try {
      res = await sendPatiently(path, init.method ?? 'GET', headers, init.body, () => {
        busy += 1;
      });
    } catch (e) {
      return fail(`network (${(e as { code?: string }).code ?? (e as Error).message}) ${path.split('?')[0]}`);
    }
    requests += 1;
    latencies.push(performance.now() - started);
    if (!ok.includes(res.status)) fail(`${res.status} ${init.method ?? 'GET'} ${path.split('?')[0]}`);
    return res;
  };
  const json = async <T>(path: string, token: string | null, init?: { method?: string; body?: string }) =>
    JSON.parse((await call(path, token, init)).body.toString('utf8')) as T;

  // What a returning browser holds: the files' ETags, and one session to favourite and open.
  const someone = ready.attendees.find((a) => a.token)?.token ?? null;
  const links = {
    session: `/api/session/${event.sourceHex}/${event.conferenceId}`,
    attendee: `/api/attendee/${event.sourceHex}/${event.conferenceId}`,
    contact: `/api/contact/${event.sourceHex}`,
  };
  const held = new Map<string, string>();
  let sessionId = 0;
  for (const path of Object.values(links)) {
    const link = await json<{ url: string }>(path, someone);
    const file = await call(link.url, someone, { headers: { 'accept-encoding': 'br, gzip' } });
    held.set(link.url, file.etag ?? '');
    if (path === links.session) {
      const res = await fetch(`${base}${link.url}`, { headers: { authorization: `Bearer ${someone}` } });
      const items = ((await res.json()) as { items: { internal_type: string; session_id?: number }[] }).items;
      sessionId = items.find((i) => i.internal_type === 'session' && i.session_id)?.session_id ?? 0;
    }
  }
  requests = 0;
  latencies.length = 0;

  const sockets: Socket[] = [];
  let lost = 0;
  const heardAt = new Map<Socket, number>();
  const title = `Keynote ${Date.now()}`;

  async function attend(a: RushAttendee): Promise<Outcome> {
    const phases: Partial<Record<Phase, number>> = {};
    const t0 = performance.now();
    let mark = t0;
    const done = (phase: Phase) => {
      const t = performance.now();
      phases[phase] = t - mark;
      mark = t;
    };
    try {
      let token = a.token;
      if (!token) {
        const body = JSON.stringify({ urlid: event.urlId, email: a.email, password: event.password });
        token = (await json<{ token: string }>('/api/login', null, { method: 'POST', body })).token;
        done('signIn');
      }
      await call('/api/settings', token);
      done('settings');
      await Promise.all(
        Object.values(links).map(async (path) => {
          const link = await json<{ url: string }>(path, token);
          const etag = a.token ? held.get(link.url) : undefined;
          await call(
            link.url,
            token,
            { headers: { 'accept-encoding': 'br, gzip', ...(etag ? { 'if-none-match': etag } : {}) } },
            [200, 304],
          );
        }),
      );
      done('snapshots');
      const socket = io(base, {
        auth: { token, eventId: event.eventId },
        transports: ['websocket'],
        reconnection: false,
        timeout: 30_000,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', (e) => reject(e));
      }).catch(() => fail('relay connect'));
      socket.on('instant_notification', (n: { title: string }) => {
        if (n.title === title) heardAt.set(socket, Date.now());
      });
      socket.on('disconnect', (reason) => {
        if (reason !== 'io client disconnect') lost += 1;
      });
      done('relay');
      await call(`/api/favorites/session/${sessionId}`, token, { method: 'PUT' }, [200, 204]);
      done('favourite');
      await Promise.all([
        call(`${links.session}/filter?session_id=${sessionId}`, token),
        call(`/api/awareness?entity_type=session&entity_id=${sessionId}`, token),
      ]);
      done('session');
      return { total: performance.now() - t0, phases, error: null };
    } catch (e) {
      return { total: null, phases, error: (e as Error).message };
    }
  }

  await platform.ask<'usage'>({ kind: 'usage' });
  const started = performance.now();
  const outcomes: Promise<Outcome>[] = [];
  let broadcast: Promise<{
    sent: number;
    reached: number;
    of: number;
    lastMs: number;
    nodes: RelayNode[];
  }> | null = null;
  for (let i = 0; i < size; i++) {
    const at = (i / size) * WINDOW_MS;
    const wait = started + at - performance.now();
    if (wait > 0) await sleep(wait);
    if (!broadcast && at >= WINDOW_MS / 2) {
      const connected = sockets.filter((s) => s.connected);
      broadcast = platform
        .ask<'broadcast'>({ kind: 'broadcast', title })
        .then(async ({ at: sent, nodes }) => {
          const deadline = Date.now() + 10_000;
          while (Date.now() < deadline && connected.some((s) => s.connected && !heardAt.has(s)))
            await sleep(20);
          const reached = connected.filter((s) => heardAt.has(s));
          const last = Math.max(sent, ...reached.map((s) => heardAt.get(s) ?? 0));
          return { sent, reached: reached.length, of: connected.length, lastMs: last - sent, nodes };
        });
    }
    outcomes.push(attend(ready.attendees[i] as RushAttendee));
  }
  const all = await Promise.race([
    Promise.all(outcomes),
    sleep(WINDOW_MS + GRACE_MS + 60_000).then(() => null),
  ]);
  const elapsed = performance.now() - started;
  const usage = await platform.ask<'usage'>({ kind: 'usage' });
  const rushRequests = requests;
  const rushLatencies = [...latencies];
  const shot = (await broadcast) ?? { reached: 0, of: 0, lastMs: Number.NaN, nodes: [] };

  // Authenticated reads at full speed from 32 clients.
  const tokens = ready.attendees.flatMap((a) => (a.token ? [a.token] : [])).slice(0, READERS);
  await platform.ask<'usage'>({ kind: 'usage' });
  const reads: Reads =
    READER === 'wrk'
      ? await readWithWrk({ base, path: links.session, tokens, seconds: READ_SECONDS, connections: READERS })
      : await readWithNode(sendPatiently, links.session, tokens, READ_SECONDS);
  const readUsage = await platform.ask<'usage'>({ kind: 'usage' });
  const readErrors = [...reads.errors.values()].reduce((sum, n) => sum + n, 0);

  for (const s of sockets) s.disconnect();
  closeClient();

  const finished = (all ?? []).filter((o) => o.total !== null);
  const totals = finished.map((o) => (o.total as number) / 1000);
  const line = (label: string, values: number[], unit: string) =>
    values.length === 0
      ? `  ${label.padEnd(12)} none finished`
      : `  ${label.padEnd(12)} p50 ${pct(values, 50).toFixed(2)}${unit}  p99 ${pct(values, 99).toFixed(2)}${unit}  max ${Math.max(...values).toFixed(2)}${unit}`;
  console.log(`\n${database}, ${size} attendees in ${WINDOW_MS / 1000} s (${ready.database})`);
  console.log(line('attendee', totals, ' s'));
  for (const phase of PHASES) {
    const values = finished.flatMap((o) =>
      o.phases[phase] === undefined ? [] : [o.phases[phase] as number],
    );
    if (values.length) console.log(line(phase, values, ' ms'));
  }
  console.log(
    `  in: ${finished.length}/${size} within ${(elapsed / 1000).toFixed(0)} s; requests ${rushRequests} (${(rushRequests / (elapsed / 1000)).toFixed(0)}/s), p99 ${pct(rushLatencies, 99).toFixed(0)} ms (503 busy and sent again as the web app does: ${busy}); errors ${errors}${errors ? ` (${[...errorKinds].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}; sockets lost ${lost}`,
  );
  console.log(
    `  broadcast mid-rush: ${shot.reached}/${shot.of} connected attendees, the last after ${shot.lastMs.toFixed(0)} ms${shot.nodes.length ? ` (connections then: ${shot.nodes.map((n) => `${n.name} ${n.connections}`).join(', ')})` : ''}`,
  );
  console.log(`  server: ${usageLine(usage, true)}`);
  console.log(
    `  reads by ${READERS} clients (${READER}): ${reads.perSecond.toFixed(0)}/s, p50 ${reads.p50Ms.toFixed(1)} ms, p99 ${reads.p99Ms.toFixed(1)} ms, errors ${readErrors}${readErrors ? ` (${[...reads.errors].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}; server ${usageLine(readUsage, false)}`,
  );
  return { requestsPerSecond: rushRequests / (elapsed / 1000), readsPerSecond: reads.perSecond };
}

/**
 * The server's CPU (% of one core) and, with `memory`, its RSS: summed over the platform's own processes, then
 * each process and what runs beside them (the balancer, Redis) when there are several.
 */
function usageLine(usage: Extract<PlatformReply, { kind: 'usage' }>, memory: boolean) {
  const cpu = (ps: readonly ProcessUsage[]) =>
    `${((100 * ps.reduce((sum, p) => sum + p.cpuMs, 0)) / usage.wallMs).toFixed(0)} %`;
  const rss = (ps: readonly ProcessUsage[]) =>
    memory ? `, RSS ${ps.reduce((sum, p) => sum + p.rssMb, 0).toFixed(0)} MB` : '';
  const servers = usage.processes.filter((p) => p.server);
  const total = `CPU ${cpu(servers)}${memory ? ' of one core' : ''}${rss(servers)}`;
  if (usage.processes.length === 1) return total;
  const each = (ps: readonly ProcessUsage[]) => ps.map((p) => `${p.name} ${cpu([p])}${rss([p])}`).join('; ');
  const beside = usage.processes.filter((p) => !p.server);
  return `${total} over ${servers.length} processes (${each(servers)}); beside them ${each(beside)}`;
}

console.log(
  `reads by ${READERS} clients: ${READER_NAME}${BALANCER ? `; the cluster's one address: ${BALANCER === 'nginx' ? 'nginx' : "the bench's Node balancer"}` : ''}`,
);
const results = new Map<string, Throughput>();
for (const database of DATABASES)
  for (const size of SIZES) {
    const result = await rush(database, size);
    if (result) results.set(`${database} ${size}`, result);
  }
// The production shape against one process on the same database.
for (const size of SIZES) {
  const one = results.get(`postgres ${size}`);
  const cluster = results.get(`cluster ${size}`);
  if (one && cluster)
    console.log(
      `\ncluster (behind ${BALANCER}) / one process on PostgreSQL, ${size} attendees: requests/s ×${(cluster.requestsPerSecond / one.requestsPerSecond).toFixed(2)}, reads by ${READERS} clients (${READER})/s ×${(cluster.readsPerSecond / one.readsPerSecond).toFixed(2)}`,
    );
}
process.exit(0);
