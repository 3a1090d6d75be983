/**
 * A share of the clients of `npm run bench:relay`: BENCH_COUNT socket.io-client websocket connections to
 * BENCH_URL (each with its own Manager, so its own TCP connection), in a process of its own so that open files
 * and client CPU spread over several processes. Driven over IPC by bench/relay.ts.
 */
import { randomUUID } from 'node:crypto';
import { Manager, type Socket } from 'socket.io-client';
import type { SocketNotification } from '../../schemas/notification';
import { createTokens } from '../../server/areas/auth/tokens';

export type ClientsRequest =
  | { id: number; cmd: 'connect' }
  | { id: number; cmd: 'lounge'; rooms: number }
  | { id: number; cmd: 'churn'; perSecond: number; seconds: number; rooms: number }
  | { id: number; cmd: 'status'; seq: number }
  | { id: number; cmd: 'settle' }
  | { id: number; cmd: 'cpu' }
  | { id: number; cmd: 'close' };

/** Sent unasked when every socket of this process has broadcast `seq`. */
export interface GotAll {
  got: number;
  first: number;
  last: number;
}

const now = () => performance.timeOrigin + performance.now();
const url = process.env.BENCH_URL ?? '';
const count = Number(process.env.BENCH_COUNT ?? 0);
const eventId = process.env.BENCH_EVENT ?? 'bench-event';
const tokens = createTokens(Buffer.from(process.env.BENCH_SECRET ?? '', 'hex'), Date);
const CONCURRENCY = 100;

interface Client {
  manager: Manager;
  app: Socket;
  token: string;
  lounge?: Socket;
  room?: string;
}
const clients: Client[] = [];
const arrivals = new Map<number, { n: number; first: number; last: number }>();

function onNotification(n: SocketNotification) {
  const at = now();
  const seq = (n.contextInfo as { seq: number }).seq;
  const a = arrivals.get(seq) ?? { n: 0, first: at, last: at };
  a.n += 1;
  a.last = at;
  arrivals.set(seq, a);
  if (a.n === clients.length) process.send?.({ got: seq, first: a.first, last: a.last } satisfies GotAll);
}

const opened = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
    socket.connect();
  });

/** Runs `fn` over 0..n-1 with at most CONCURRENCY at once; returns how many failed. */
async function pool(n: number, fn: (i: number) => Promise<void>) {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      await fn(i).catch(() => {
        failed += 1;
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failed;
}

async function connect() {
  const started = now();
  const failed = await pool(count, async () => {
    const token = await tokens.session({
      uuid: randomUUID(),
      eventId,
      loginId: randomUUID(),
      exempt: false,
      isAdmin: false,
    });
    const manager = new Manager(url, {
      transports: ['websocket'],
      reconnection: false,
      autoConnect: false,
      timeout: 60_000,
    });
    const app = manager.socket('/', { auth: { token } });
    app.on('instant_notification', onNotification);
    await opened(app);
    clients.push({ manager, app, token });
  });
  return { connected: clients.length, failed, ms: now() - started };
}

async function lounge(rooms: number) {
  const started = now();
  const failed = await pool(clients.length, async (i) => {
    const c = clients[i]!;
    const socket = c.manager.socket('/lounge', { auth: { token: c.token } });
    socket.on('presence', () => {});
    await opened(socket);
    c.lounge = socket;
    c.room = `lounge_${i % rooms}`;
    await socket.timeout(30_000).emitWithAck('join', { room: c.room });
  });
  return { failed, ms: now() - started };
}

/** `perSecond` sockets of this process move from their room to another each second, spread over the second. */
async function churn(perSecond: number, seconds: number, rooms: number) {
  const movers = clients.filter((c) => c.lounge);
  const stepMs = 100;
  let owed = 0;
  let moved = 0;
  for (let t = 0; t < (seconds * 1000) / stepMs; t++) {
    owed += (perSecond * stepMs) / 1000;
    while (owed >= 1 && movers.length > 0) {
      owed -= 1;
      const c = movers[Math.floor(Math.random() * movers.length)]!;
      const nextRoom = `lounge_${Math.floor(Math.random() * rooms)}`;
      // As the lounge client of the specification: switch carries the two rooms and asks for no answer.
      c.lounge?.emit('switch', { prevRoom: c.room, nextRoom });
      c.room = nextRoom;
      moved += 1;
    }
    await new Promise((r) => setTimeout(r, stepMs));
  }
  return { moved };
}

const handle = async (req: ClientsRequest): Promise<unknown> => {
  switch (req.cmd) {
    case 'connect':
      return connect();
    case 'lounge':
      return lounge(req.rooms);
    case 'churn':
      return churn(req.perSecond, req.seconds, req.rooms);
    case 'settle':
      // Started with --expose-gc: the garbage of connecting goes now, not during the first broadcasts.
      (globalThis as { gc?: () => void }).gc?.();
      return { ok: true };
    case 'cpu': {
      const u = process.cpuUsage();
      return u.user + u.system;
    }
    case 'status': {
      const a = arrivals.get(req.seq);
      return { n: a?.n ?? 0, last: a?.last ?? 0, connected: clients.filter((c) => c.app.connected).length };
    }
    case 'close':
      for (const c of clients) {
        c.lounge?.disconnect();
        c.app.disconnect();
      }
      setTimeout(() => process.exit(0), 200);
      return { ok: true };
  }
};

process.on('message', (req: ClientsRequest) => {
  handle(req).then(
    (value) => process.send?.({ id: req.id, value }),
    (err: unknown) => process.send?.({ id: req.id, error: String(err) }),
  );
});
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true, pid: process.pid });
