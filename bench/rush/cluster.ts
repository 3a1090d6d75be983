/**
 * The production shape of docs/operations.md ("At scale") for `npm run bench:rush`, started from a process of its
 * own: two API processes (server/main.ts) and two relay nodes (relay/main.ts) on PostgreSQL (DATABASE_URL, a
 * fresh database the bench made) and Redis, behind one address: nginx when it is installed (bench/rush/nginx.ts),
 * else the bench's Node balancer (bench/rush/balancer.ts, in this process); RUSH_BALANCER=node|nginx forces one.
 * Redis is RUSH_REDIS_URL, or else a redis-server of the run's own on a free port: the relays' publish queue, rooms
 * and presence, and the API's sign-in staleness channel, are then the run's alone (Redis's channels are shared by
 * all its databases, so another user of a shared server would hear the rush and be heard by it).
 * This process seeds the demo event and the rush's attendees (bench/rush/attendees.ts) before the servers start,
 * sends the broadcast through the API's Redis publisher (a relay node takes it, the Redis adapter fans it out
 * to the other), and reports the CPU and memory of every process (read from /proc: Linux). Each server process
 * imports bench/rush/leash.ts, so that it stops when this process ends however it ends; this process stops
 * them all, nginx and Redis too, on `stop`, on SIGINT or SIGTERM, when the bench goes, and on any failure.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../server/db/connect';
import { createRedisPublisher } from '../../server/realtime/redisPublisher';
import { moveDemoEventToToday, seedDemoEvent } from '../../server/seed';
import { DEMO } from '../../server/seed/catalog';
import { createRushAttendees } from './attendees';
import { type Pool, startBalancer, type Upstream } from './balancer';
import { balancerOfTheRun, nginxCommand, startNginx } from './nginx';
import { childrenOf, usageOf } from './processes';
import { answerBench, ownUsage } from './protocol';

const API_PROCESSES = 2;
const RELAY_NODES = 2;
const STARTUP_MS = 600_000;
const STOP_MS = 10_000;

const env = process.env;
const root = resolve(import.meta.dirname, '../..');
const host = '127.0.0.1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Started {
  readonly name: string;
  readonly proc: ChildProcess;
  readonly server: boolean;
}
const started: Started[] = [];
const stopOthers: (() => Promise<void>)[] = [];
let stopping: Promise<void> | null = null;

/**
 * Stops what this process holds (the Node balancer, the publisher), then the servers (each given STOP_MS after
 * SIGTERM before SIGKILL), then nginx and Redis.
 */
function stopAll() {
  stopping ??= stopEverything();
  return stopping;
}
async function stopEverything() {
  const stopped = async ({ proc }: Started) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    if ((await Promise.race([exited.then(() => true), sleep(STOP_MS).then(() => false)])) === false) {
      // nginx's workers would outlive their master.
      for (const child of proc.pid ? childrenOf(proc.pid) : []) {
        try {
          process.kill(child, 'SIGKILL');
        } catch {
          // Gone meanwhile.
        }
      }
      proc.kill('SIGKILL');
      await exited;
    }
  };
  for (const stop of stopOthers.splice(0)) await stop().catch(() => undefined);
  await Promise.all(started.filter((s) => s.server).map(stopped));
  await Promise.all(started.filter((s) => !s.server).map(stopped));
}

async function failed(err: unknown) {
  console.error('cluster:', err instanceof Error ? err.message : err);
  await stopAll();
  process.exit(1);
}
process.on('disconnect', () => void stopAll().then(() => process.exit(1)));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void stopAll().then(() => process.exit(1)));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until `ready` answers true, or fails naming `what` after STARTUP_MS or when a process started has exited. */
async function until(what: string, ready: () => Promise<boolean>) {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    const gone = started.find((s) => s.proc.exitCode !== null || s.proc.signalCode !== null);
    if (gone) throw new Error(`${gone.name} exited while waiting for ${what}`);
    await sleep(200);
  }
  throw new Error(`${what} not ready within ${STARTUP_MS / 1000} s`);
}

const answers200 = (url: string) => fetch(url, { signal: AbortSignal.timeout(2000) }).then((res) => res.ok);

const redisAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host, () => socket.write('PING\r\n'));
    socket.once('data', (d) => {
      resolve(d.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('error', () => resolve(false));
  });

function watch(name: string, proc: ChildProcess, server: boolean) {
  started.push({ name, proc, server });
  proc.once('exit', (code, signal) => {
    if (!stopping) void failed(new Error(`${name} exited (${signal ?? `code ${code}`})`));
  });
}

/** A server of the project in a process of its own, on tsx, leashed to this process. */
function startServer(name: string, main: string, port: number, more: Record<string, string>) {
  const proc = fork(join(root, main), [], {
    execArgv: [
      '--import',
      'tsx',
      '--import',
      join(root, 'bench/rush/leash.ts'),
      ...(env.RUSH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${env.RUSH_PROFILE}`] : []),
    ],
    env: { ...env, PORT: String(port), HOST: host, TRUST_PROXY: '1', LOG_LEVEL: 'warn', ...more },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  watch(name, proc, true);
}

async function redisOfTheRun(dataDir: string): Promise<string> {
  if (env.RUSH_REDIS_URL) return env.RUSH_REDIS_URL;
  const port = await freePort();
  const proc = spawn(
    'redis-server',
    ['--port', String(port), '--bind', host, '--save', '', '--appendonly', 'no', '--dir', dataDir],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  watch('redis', proc, false);
  await until('redis', () => redisAnswers(port));
  return `redis://${host}:${port}`;
}

/**
 * The one address in front of the pools (RUSH_BALANCER, else nginx when installed): nginx, a process watched as
 * the servers are, or the bench's Node balancer in this process, whose CPU and memory are then this process's.
 */
async function startOneAddress(pools: Record<Pool, readonly Upstream[]>) {
  if (balancerOfTheRun(env) === 'nginx') {
    const port = await freePort();
    watch('balancer (nginx)', startNginx(nginxCommand() as string, pools, { host, port }), false);
    return { name: 'nginx', port, ownUsage: () => [] };
  }
  // Each kind of upstream failure said once, so that a 502 in the bench's errors has its cause beside it.
  const said = new Set<string>();
  const balancer = await startBalancer(pools, {
    host,
    onUpstreamError: (why) => {
      const kind = why.replace(/ from \S+/, '');
      if (!said.has(kind)) console.error(`balancer: ${why}`);
      said.add(kind);
    },
  });
  stopOthers.push(balancer.close);
  return {
    name: "the bench's Node balancer",
    port: balancer.port,
    ownUsage: () => [ownUsage('balancer (Node)', false)],
  };
}

async function main() {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL (a fresh PostgreSQL database) is required');
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const mediaDir = join(dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  const redisUrl = await redisOfTheRun(dataDir);
  const authSecret = randomBytes(32).toString('hex');
  const chatHooksSecret = randomBytes(32).toString('hex');

  // The demo event and the attendees, before any API process reads them (the API processes do not seed).
  const clock = { now: () => Date.now() };
  const database = await openDatabase({ url: databaseUrl });
  await seedDemoEvent(database.db, { now: clock.now(), mediaDir });
  await moveDemoEventToToday(database.db, clock.now());
  const attendees = await createRushAttendees(
    // The key as the API processes read AUTH_SECRET.
    { db: database.db, authSecret: new TextEncoder().encode(authSecret), clock },
    Number(env.RUSH_ATTENDEES ?? 1000),
  );
  await database.close();

  const apis: Upstream[] = [];
  const relays: Upstream[] = [];
  for (let i = 0; i < API_PROCESSES; i++) apis.push({ host, port: await freePort() });
  for (let i = 0; i < RELAY_NODES; i++) relays.push({ host, port: await freePort() });
  const front = await startOneAddress({ api: apis, relay: relays });
  const shared = { AUTH_SECRET: authSecret, CHAT_HOOKS_SECRET: chatHooksSecret, REDIS_URL: redisUrl };
  for (const [i, { port }] of apis.entries())
    startServer(`api ${i + 1}`, 'server/main.ts', port, {
      ...shared,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${front.port}`,
      SEED_DEMO: '0',
    });
  // Each relay calls one API process directly for chat and login checks, off the public address.
  for (const [i, { port }] of relays.entries())
    startServer(`relay ${i + 1}`, 'relay/main.ts', port, {
      ...shared,
      CHAT_API_URL: `http://${host}:${apis[i % apis.length]?.port}`,
      RELAY_PUBLISH_SECRET: randomBytes(32).toString('hex'),
    });
  await Promise.all([
    ...apis.map(({ port }) => until(`api on ${port}`, () => answers200(`http://${host}:${port}/api/health`))),
    ...relays.map(({ port }) => until(`relay on ${port}`, () => answers200(`http://${host}:${port}/health`))),
  ]);
  await until(front.name, () => answers200(`http://${host}:${front.port}/api/health`));
  const publisher = createRedisPublisher(redisUrl);
  stopOthers.push(publisher.close);

  answerBench(
    {
      port: front.port,
      attendees,
      event: DEMO,
      database: `postgres, ${API_PROCESSES} API processes and ${RELAY_NODES} relay nodes on Redis behind ${front.name}`,
    },
    {
      processes: () => [
        ...started.map(({ name, proc, server }) => usageOf(name, proc.pid, server)),
        ...front.ownUsage(),
      ],
      publisher,
      relayNodes: () =>
        Promise.all(
          relays.map(async ({ port }, i) => {
            // The relay's own gauge (GET /metrics answers the machine itself).
            const text = await fetch(`http://${host}:${port}/metrics`).then((res) => res.text());
            const connections = Number(/^relay_connections (\d+)$/m.exec(text)?.[1] ?? Number.NaN);
            return { name: `relay ${i + 1}`, connections };
          }),
        ),
      stop: stopAll,
    },
  );
}

await main().catch(failed);
