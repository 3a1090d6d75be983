/**
 * `npm run bench:api`: the API on loopback HTTP, on embedded PGlite and on PostgreSQL (a database of its own
 * on TEST_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/test, dropped afterwards; skipped
 * when the server cannot be reached). Measured:
 * - the favourite toggle (PUT then DELETE of one session, alternating) from BENCH_USERS signed-in users
 *   (default 200) at BENCH_RATE requests/s (default 200) for BENCH_SECONDS (default 30): p50, p99, max; with
 *   the activity log recording each toggle and without it;
 * - the program snapshot file served from the cache (brotli accepted, as browsers do): requests/s with 32
 *   connections for 5 s.
 * Bounded in count and time; stops by itself. The clients run in a process of their own (bench/apiClient.ts) on
 * Node's http client with kept-alive connections; client and server share the machine's cores.
 */
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { count } from 'drizzle-orm';
import pg from 'pg';
import type { ApiClientJob, ApiClientResult } from './apiClient';
import { SIGNED_IN_TTL_MS } from '../server/areas/auth/signedInCache';
import { activityLog } from '../server/db/schema';
import { insertItems, item, signIn } from '../tests/support/program';
import { insertEvent, insertUser, startTestServer } from '../tests/support/server';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const SNAPSHOT_SECONDS = 5;
const SNAPSHOT_CONNECTIONS = 32;
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function run(backend: 'pglite' | 'postgres', recording: boolean) {
  if (backend === 'postgres') process.env.TEST_DATABASE_URL = POSTGRES;
  else delete process.env.TEST_DATABASE_URL;
  // Sign-ins cached as `npm start` keeps them (the tests turn the cache off to see every change at once).
  const s = await startTestServer({ signedInTtlMs: SIGNED_IN_TTL_MS, recordActivity: recording });
  const event = await insertEvent(s.db, 'bench');
  const sessions = Array.from({ length: 50 }, (_, i) =>
    item(event, {
      _id: `session_${1000 + i}`,
      session_id: 1000 + i,
      start_time_unix: s.clock.now() + i * 3_600_000,
    }),
  );
  await insertItems(s.db, event.id, sessions);
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) {
    await insertUser(s.db, event.id, `user${i}@example.com`);
    tokens.push(await signIn(s, 'bench', `user${i}@example.com`));
  }
  const server = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const client = fork(fileURLToPath(new URL('./apiClient.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <K extends ApiClientResult['kind']>(job: Extract<ApiClientJob, { kind: K }>) =>
    new Promise<Extract<ApiClientResult, { kind: K }>>((resolve) => {
      client.once('message', (r: ApiClientResult) => resolve(r as Extract<ApiClientResult, { kind: K }>));
      client.send(job);
    });
  const sessionIds = sessions.map((x) => x.session_id);
  const toggled = await ask<'toggle'>({
    kind: 'toggle',
    base,
    tokens,
    sessionIds,
    rate: RATE,
    seconds: SECONDS,
  });
  const latencies = toggled.latencies.sort((a, b) => a - b);

  // The program snapshot from the cache (the first request builds it).
  const headers = { authorization: `Bearer ${tokens[0]}` };
  const link = (await (
    await fetch(`${base}/api/session/${event.sourceHex}/${event.conferenceId}`, { headers })
  ).json()) as { url: string };
  await (await fetch(`${base}${link.url}`, { headers })).arrayBuffer();
  const read = await ask<'snapshot'>({
    kind: 'snapshot',
    base,
    path: link.url,
    token: tokens[0] as string,
    connections: SNAPSHOT_CONNECTIONS,
    seconds: SNAPSHOT_SECONDS,
  });
  client.send({ kind: 'stop' } satisfies ApiClientJob);

  server.close();
  await s.app.flushActivity();
  const [logged] = await s.db.select({ n: count() }).from(activityLog);
  await s.close();
  return {
    backend,
    recording,
    logged: logged?.n ?? 0,
    requests: latencies.length,
    failures: toggled.failures + read.failures,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    snapshotPerSecond: read.served / SNAPSHOT_SECONDS,
  };
}

const rows = [await run('pglite', true), await run('pglite', false)];
if (await reachable(POSTGRES)) rows.push(await run('postgres', true), await run('postgres', false));
else console.log(`PostgreSQL at ${POSTGRES} cannot be reached: measured on PGlite only.`);
console.log(`\nFavourite toggle: ${USERS} users, ${RATE} requests/s for ${SECONDS} s (goal p99 <= 20 ms)`);
console.log(
  `Snapshot from cache: ${SNAPSHOT_CONNECTIONS} connections for ${SNAPSHOT_SECONDS} s (goal >= 5,000/s)\n`,
);
console.log('backend   activity log      requests  failed  p50 ms  p99 ms  max ms  snapshot/s');
for (const r of rows)
  console.log(
    `${r.backend.padEnd(9)} ${(r.recording ? `on (${r.logged} rows)` : 'off').padEnd(17)} ${String(r.requests).padStart(8)} ${String(r.failures).padStart(7)} ${r.p50.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${r.max.toFixed(1).padStart(7)} ${r.snapshotPerSecond.toFixed(0).padStart(11)}`,
  );
process.exit(0);
