/**
 * `npm run bench:relay`: fan-out and presence figures of the relay (socket.io on uWebSockets.js, through
 * createRelay) against plain socket.io on Node's http server, loopback only, bounded in count and time.
 *
 * For each size N (BENCH_SIZES, default 2000,5000,10000) and each server (BENCH_MODES, default relay,plain;
 * relay-node = the relay forced onto node:http): the server runs alone in a child process (--expose-gc) and
 * reports its CPU and memory over IPC; N socket.io-client websocket connections run in child processes of
 * at most 5,000 each (the open-files limit is about 20,000 per process). Measured:
 *  - server memory per connection: RSS and heap after GC, with N connections minus before, divided by N;
 *  - one notification broadcast to all N, BENCH_BROADCASTS times (20) after one warm-up and a GC of the client
 *    processes: p50 and p99 of the time from the emit until the last client has it, server CPU and the client
 *    processes' CPU per broadcast (from the emit until every client has it); with every process on the same
 *    cores, (server + clients CPU) / cores is a floor under the time until the last client has it;
 *  - presence churn: every client also opens the lounge namespace and joins one of 50 rooms; then 1 % of N
 *    switch rooms each second for BENCH_CHURN_SECONDS (25): server CPU as % of one core, next to the CPU
 *    of the same sockets without churn.
 * Prints one table per size with the ratio relay/plain and the targets.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PRESENCE_PACING } from '../relay/presence';
import type { ClientsRequest, GotAll } from './relay/clients';
import {
  BENCH_EVENT,
  type BroadcastReply,
  type CpuReply,
  type MemReply,
  type ServerMode,
  type ServerRequest,
} from './relay/server';

const env = process.env;
const SIZES = (env.BENCH_SIZES ?? '2000,5000,10000').split(',').map((s) => Number(s.trim()));
const MODES = (env.BENCH_MODES ?? 'relay,plain').split(',').map((s) => s.trim()) as ServerMode[];
const BROADCASTS = Number(env.BENCH_BROADCASTS ?? 20);
// One ping interval of socket.io (25 s): every socket's heartbeat falls in the window once, however the
// connections were spread in time, so that runs compare.
const CHURN_SECONDS = Number(env.BENCH_CHURN_SECONDS ?? 25);
const PER_PROCESS = 5000;
const ROOMS = 50;
const BROADCAST_TIMEOUT_MS = 20_000;

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();
/** BENCH_TRACE=1: the monotonic clock (s) at each phase, to slice a `perf record -k CLOCK_MONOTONIC` by phase. */
const trace = (phase: string) => {
  if (env.BENCH_TRACE)
    console.error(`  phase ${phase} at ${(Number(process.hrtime.bigint()) / 1e9).toFixed(3)}`);
};

/** A child process answering `{ id, cmd }` requests with `{ id, value }`; other messages go to `onEvent`. */
function child(path: string, extraEnv: Record<string, string>, execArgv: string[] = []) {
  const proc: ChildProcess = fork(path, [], {
    execArgv: [...execArgv, '--import', 'tsx'],
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let seq = 0;
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  const listeners: ((msg: Record<string, unknown>) => void)[] = [];
  proc.on('message', (raw) => {
    const msg = raw as { id?: number; value?: unknown; error?: string } & Record<string, unknown>;
    if (typeof msg.id === 'number' && waiting.has(msg.id)) {
      const w = waiting.get(msg.id)!;
      waiting.delete(msg.id);
      if (msg.error) w.reject(new Error(msg.error));
      else w.resolve(msg.value);
    } else for (const l of listeners) l(msg);
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  return {
    proc,
    exited,
    ready: new Promise<Record<string, unknown>>((resolve, reject) => {
      listeners.push((m) => {
        if (m.ready) resolve(m);
      });
      proc.once('exit', (code) => reject(new Error(`${path} exited with ${code}`)));
    }),
    onEvent: (l: (msg: Record<string, unknown>) => void) => listeners.push(l),
    request<T>(req: Record<string, unknown> & { cmd: string }): Promise<T> {
      const id = ++seq;
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
        proc.send({ ...req, id });
      });
    },
  };
}

/** BENCH_SERVER_NODE_ARGS, BENCH_CLIENT_NODE_ARGS: extra Node options (`--perf-basic-prof` to profile). */
const nodeArgs = (value: string | undefined) => (value ?? '').split(' ').filter(Boolean);

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
};

const memoryDelta = (before: MemReply, after: MemReply, n: number) =>
  (Object.keys(after) as (keyof MemReply)[])
    .map((k) => `${k} ${Math.round((after[k] - before[k]) / n)}`)
    .join(', ');

interface Result {
  mode: ServerMode;
  n: number;
  connected: number;
  connectS: number;
  rssPerConnKB: number;
  heapPerConnKB: number;
  p50Ms: number;
  p99Ms: number;
  cpuPerBroadcastMs: number;
  sysPerBroadcastMs: number;
  clientsPerBroadcastMs: number;
  emitBlockMs: number;
  idleCorePct: number;
  churnCorePct: number;
  churnMoves: number;
  missed: number;
}

async function run(mode: ServerMode, n: number): Promise<Result> {
  const secret = randomBytes(32).toString('hex');
  const server = child(here('./relay/server.ts'), { BENCH_MODE: mode, BENCH_SECRET: secret }, [
    '--expose-gc',
    ...nodeArgs(env.BENCH_SERVER_NODE_ARGS),
  ]);
  const { port, pid } = (await server.ready) as { port: number; pid: number };
  trace(`${mode} ${n} server pid ${pid}`);
  const ask = <T>(cmd: ServerRequest['cmd'], extra: Record<string, unknown> = {}) =>
    server.request<T>({ cmd, ...extra });
  const mem0 = await ask<MemReply>('mem');

  const procs = Math.max(2, Math.ceil(n / PER_PROCESS));
  const shares = Array.from({ length: procs }, (_, i) => Math.floor(n / procs) + (i < n % procs ? 1 : 0));
  const clients = shares.map((share) =>
    child(
      here('./relay/clients.ts'),
      {
        BENCH_URL: `http://127.0.0.1:${port}`,
        BENCH_COUNT: String(share),
        BENCH_SECRET: secret,
        BENCH_EVENT,
      },
      ['--expose-gc', ...nodeArgs(env.BENCH_CLIENT_NODE_ARGS)],
    ),
  );
  const readies = await Promise.all(clients.map((c) => c.ready));
  trace(`${mode} ${n} client pids ${readies.map((r) => r.pid).join(' ')}`);
  const gotAll = new Map<number, GotAll[]>();
  for (const c of clients) {
    c.onEvent((m) => {
      if (typeof m.got === 'number') {
        const list = gotAll.get(m.got) ?? [];
        list.push(m as unknown as GotAll);
        gotAll.set(m.got, list);
      }
    });
  }
  const cmdAll = <T>(req: Record<string, unknown> & { cmd: ClientsRequest['cmd'] }) =>
    Promise.all(clients.map((c) => c.request<T>(req)));

  try {
    trace(`${mode} ${n} connect`);
    const t = now();
    const conn = await cmdAll<{ connected: number; failed: number }>({ cmd: 'connect' });
    const connectS = (now() - t) / 1000;
    const connected = conn.reduce((a, c) => a + c.connected, 0);
    await cmdAll({ cmd: 'settle' });
    await sleep(1000);
    const mem1 = await ask<MemReply>('mem');
    trace(`${mode} ${n} memory per connection (bytes): ${memoryDelta(mem0, mem1, connected)}`);

    // Broadcasts: CPU from the emit until every client has it. Broadcast 0 warms up and is not counted: the
    // first message of its kind compiles the receive path of every client process (and the send path of plain).
    const latencies: number[] = [];
    const cpuMs: number[] = [];
    const sysMs: number[] = [];
    const clientMs: number[] = [];
    const blocks: number[] = [];
    let missed = 0;
    trace(`${mode} ${n} broadcasts`);
    for (let seq = 0; seq <= BROADCASTS; seq++) {
      await sleep(250);
      const before = await ask<CpuReply>('cpu');
      const clientsBefore = await cmdAll<number>({ cmd: 'cpu' });
      const sent = await ask<BroadcastReply>('broadcast', { seq });
      const deadline = now() + BROADCAST_TIMEOUT_MS;
      while ((gotAll.get(seq)?.length ?? 0) < clients.length && now() < deadline) await sleep(2);
      const after = await ask<CpuReply>('cpu');
      const clientsAfter = await cmdAll<number>({ cmd: 'cpu' });
      let last = Math.max(0, ...(gotAll.get(seq) ?? []).map((g) => g.last));
      if ((gotAll.get(seq)?.length ?? 0) < clients.length) {
        const status = await cmdAll<{ n: number; last: number; connected: number }>({ cmd: 'status', seq });
        missed += connected - status.reduce((a, s) => a + s.n, 0);
        last = Math.max(...status.map((s) => s.last));
      }
      if (seq === 0) continue;
      latencies.push(last - sent.t0);
      cpuMs.push((after.cpuMicros - before.cpuMicros) / 1000);
      sysMs.push((after.systemMicros - before.systemMicros) / 1000);
      clientMs.push(clientsAfter.reduce((a, c, i) => a + c - (clientsBefore[i] ?? 0), 0) / 1000);
      blocks.push(sent.syncMs);
    }

    trace(`${mode} ${n} broadcast ms: ${latencies.map((x) => x.toFixed(0)).join(' ')}`);
    trace(`${mode} ${n} broadcast cpu ms: ${cpuMs.map((x) => x.toFixed(0)).join(' ')}`);
    trace(`${mode} ${n} broadcast clients cpu ms: ${clientMs.map((x) => x.toFixed(0)).join(' ')}`);

    // Presence churn in the lounge namespace.
    trace(`${mode} ${n} lounge`);
    await cmdAll({ cmd: 'lounge', rooms: ROOMS });
    // The updates of the join storm are paced too: let the last of them go out (10,000 sockets: 10 s).
    await sleep(Math.min(PRESENCE_PACING.maxIntervalMs, (n * 1000) / PRESENCE_PACING.budgetPerSecond) + 1500);
    // The same sockets without churn first (pings, timers), then with it.
    trace(`${mode} ${n} idle`);
    const i0 = await ask<CpuReply>('cpu');
    await sleep(3000);
    const i1 = await ask<CpuReply>('cpu');
    const corePct = (a: CpuReply, b: CpuReply) => ((b.cpuMicros - a.cpuMicros) / 1000 / (b.at - a.at)) * 100;
    trace(`${mode} ${n} churn`);
    const c0 = await ask<CpuReply>('cpu');
    const moves = await cmdAll<{ moved: number }>({
      cmd: 'churn',
      perSecond: (n * Number(env.BENCH_CHURN_RATE ?? 0.01)) / procs,
      seconds: CHURN_SECONDS,
      rooms: ROOMS,
    });
    const c1 = await ask<CpuReply>('cpu');
    trace(`${mode} ${n} end`);

    return {
      mode,
      n,
      connected,
      connectS,
      rssPerConnKB: (mem1.rss - mem0.rss) / connected / 1024,
      heapPerConnKB: (mem1.heapUsed - mem0.heapUsed) / connected / 1024,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      cpuPerBroadcastMs: percentile(cpuMs, 50),
      sysPerBroadcastMs: percentile(sysMs, 50),
      clientsPerBroadcastMs: percentile(clientMs, 50),
      emitBlockMs: percentile(blocks, 50),
      idleCorePct: corePct(i0, i1),
      churnCorePct: corePct(c0, c1),
      churnMoves: moves.reduce((a, m) => a + m.moved, 0),
      missed,
    };
  } finally {
    await Promise.all(clients.map((c) => c.request({ cmd: 'close' }).catch(() => {})));
    await Promise.race([Promise.all(clients.map((c) => c.exited)), sleep(5000)]);
    for (const c of clients) c.proc.kill();
    await ask('close').catch(() => {});
    await Promise.race([server.exited, sleep(3000)]);
    server.proc.kill();
    await sleep(500);
  }
}

const f = (x: number, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : '-');

/** The targets hold at 10,000 sockets; smaller sizes show the trend. */
const TARGET_SIZE = 10_000;

function table(n: number, results: Result[]) {
  const relay = results.find((r) => r.mode === 'relay');
  const plain = results.find((r) => r.mode === 'plain');
  const judged = n >= TARGET_SIZE;
  const rows: [string, (r: Result) => number, number | undefined, number][] = [
    ['server RSS per connection (KB)', (r) => r.rssPerConnKB, 0.5, 1],
    ['server heap per connection (KB)', (r) => r.heapPerConnKB, undefined, 1],
    ['broadcast to all, p50 (ms)', (r) => r.p50Ms, undefined, 0],
    ['broadcast to all, p99 (ms)', (r) => r.p99Ms, 0.7, 0],
    ['server CPU per broadcast, median (ms)', (r) => r.cpuPerBroadcastMs, 0.45, 0],
    ['  of which kernel (system) CPU (ms)', (r) => r.sysPerBroadcastMs, undefined, 0],
    ['clients CPU per broadcast, median (ms)', (r) => r.clientsPerBroadcastMs, undefined, 0],
    [
      `delivery floor: (server + clients CPU) / ${cpus().length} cores (ms)`,
      (r) => (r.cpuPerBroadcastMs + r.clientsPerBroadcastMs) / cpus().length,
      undefined,
      0,
    ],
    ['event loop held by the emit, median (ms)', (r) => r.emitBlockMs, undefined, 1],
    ['server CPU, lounge sockets idle (% of a core)', (r) => r.idleCorePct, undefined, 1],
    ['server CPU under 1 %/s lounge churn (% of a core)', (r) => r.churnCorePct, undefined, 1],
  ];
  const head = ['N', 'figure', ...results.map((r) => r.mode), 'relay/plain', 'target'];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const [label, get, target, digits] of rows) {
    const ratio = relay && plain ? get(relay) / get(plain) : Number.NaN;
    let verdict = '';
    if (judged && target !== undefined && relay && plain)
      verdict = `≤ ${target}x: ${ratio <= target ? 'met' : 'NOT met'}`;
    if (judged && label.startsWith('server CPU under') && relay) {
      verdict = `relay < 5 %: ${relay.churnCorePct < 5 ? 'met' : 'NOT met'}`;
    }
    lines.push(
      `| ${n} | ${label} | ${results.map((r) => f(get(r), digits)).join(' | ')} | ${f(ratio, 2)} | ${verdict} |`,
    );
  }
  const notes = results
    .map(
      (r) =>
        `${r.mode}: ${r.connected}/${r.n} connected in ${f(r.connectS)} s, ${r.churnMoves} room moves, ` +
        `${r.missed} broadcast deliveries missed`,
    )
    .join('; ');
  return `${lines.join('\n')}\n${notes}\n`;
}

console.log(
  `bench:relay on ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB, ` +
    `Node ${process.version}; sizes ${SIZES.join(', ')}; servers ${MODES.join(', ')}; ` +
    `${BROADCASTS} broadcasts, ${CHURN_SECONDS} s churn`,
);
const started = now();
for (const n of SIZES) {
  const results: Result[] = [];
  for (const mode of MODES) {
    const t = now();
    results.push(await run(mode, n));
    console.error(`  ${mode} at ${n}: done in ${f((now() - t) / 1000)} s`);
  }
  console.log(`\n${table(n, results)}`);
}
console.log(`total ${f((now() - started) / 1000)} s`);
// Child processes and IPC channels may keep the loop alive after the last run.
process.exit(0);
