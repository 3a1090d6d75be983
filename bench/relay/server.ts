/**
 * The server side of `npm run bench:relay`, in its own process so that its CPU and memory are its own.
 * BENCH_MODE=relay: createRelay on uWebSockets.js (the relay as deployed). BENCH_MODE=relay-node: createRelay
 * forced onto node:http. BENCH_MODE=plain: socket.io with its defaults on Node's http server, the same token
 * check and the same coalesced presence module, and nothing else.
 * Started by bench/relay.ts with --expose-gc and an IPC channel; answers its requests (see `handle`).
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { writeHeapSnapshot } from 'node:v8';
import pino from 'pino';
import { Server, type Socket } from 'socket.io';
import type * as UWS from 'uWebSockets.js';
import { createRelay } from '../../relay/app';
import { attachPresence, memoryPresenceStore, PRESENCE_PACING } from '../../relay/presence';
import { createTokenVerifier } from '../../relay/verifyToken';
import type { ChatHooks } from '../../schemas/chatSocket';
import type { SocketNotification } from '../../schemas/notification';
import { socketDataOf } from '../../relay/socketData';
import { type RelaySocketData, roomOfEvent, roomOfUser } from '../../schemas/relay';

export const BENCH_EVENT = 'bench-event';
const uWS = createRequire(import.meta.url)('uWebSockets.js') as typeof UWS;
export type ServerMode = 'relay' | 'relay-node' | 'plain' | 'plain-uws';

export type ServerRequest =
  | { id: number; cmd: 'mem' }
  | { id: number; cmd: 'cpu' }
  | { id: number; cmd: 'broadcast'; seq: number }
  | { id: number; cmd: 'stats' }
  | { id: number; cmd: 'close' };

export interface MemReply {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}
export interface CpuReply {
  /** user + system CPU of the process since it started (µs). */
  cpuMicros: number;
  /** of which system (kernel) CPU (µs): on loopback the kernel also delivers into the clients' sockets. */
  systemMicros: number;
  /** wall clock (ms, high resolution). */
  at: number;
}
export interface BroadcastReply {
  /** When the emit started (ms, wall clock shared by the processes of the machine). */
  t0: number;
  /** How long the emit call held the event loop (ms). */
  syncMs: number;
}
export interface StatsReply {
  connections: number;
  loopMaxMs: number;
}

/** The API's hooks as far as the bench uses them: every lounge is open to everyone, at no cost. */
const allowed = async () => ({ ok: true as const, value: null });
const loungesOpenToAll: ChatHooks = {
  conversationsOf: async () => [],
  startConversation: async () => ({
    ok: false,
    refusal: { code: 'forbidden', message: 'No chat in the bench' },
  }),
  sendMessage: async () => ({ ok: false, refusal: { code: 'forbidden', message: 'No chat in the bench' } }),
  mayCall: allowed,
  mayChat: allowed,
  mayJoinLounge: allowed,
  profilesOf: async () => [],
};

const now = () => performance.timeOrigin + performance.now();
const cpuNow = () => {
  const u = process.cpuUsage();
  return { cpuMicros: u.user + u.system, systemMicros: u.system };
};
const gc = (globalThis as { gc?: () => void }).gc;

async function main() {
  const mode = (process.env.BENCH_MODE ?? 'relay') as ServerMode;
  const secret = Buffer.from(process.env.BENCH_SECRET ?? '', 'hex');
  const verifyToken = createTokenVerifier(secret);
  const logger = pino({ level: 'warn' });
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();

  let port: number;
  let emit: (notification: SocketNotification) => void;
  let connections: () => Promise<number>;
  let close: () => Promise<void>;

  if (mode === 'plain' || mode === 'plain-uws') {
    const http = mode === 'plain' ? createServer() : undefined;
    const io = new Server<
      object,
      { instant_notification: (n: SocketNotification) => void },
      object,
      RelaySocketData
    >({ serveClient: false });
    const uwsApp = http ? undefined : uWS.App();
    if (http) io.attach(http);
    else if (uwsApp) io.attachApp(uwsApp);
    const auth = (socket: Socket<object, object, object, RelaySocketData>, next: (err?: Error) => void) => {
      const token = (socket.handshake.auth as { token?: unknown }).token;
      if (typeof token !== 'string') return next(new Error('no_token'));
      verifyToken(token).then(
        (claims) => {
          socket.data = socketDataOf(claims, claims.eventId, socket.handshake.address);
          next();
        },
        () => next(new Error('bad_token')),
      );
    };
    io.use(auth);
    // The same rooms as the relay's app namespace, so that both hold the same state per socket.
    io.on('connection', (socket) => {
      const { eventId, uuid } = socket.data;
      void socket.join([roomOfEvent(eventId), roomOfUser(eventId, uuid)]);
    });
    const lounge = io.of('/lounge');
    lounge.use(auth);
    const presence = attachPresence(lounge as never, () => store, {
      pacing: { tickMs: 300, ...PRESENCE_PACING, now: () => Date.now() },
      onError: () => {},
      countOut: () => {},
      roomAllowed: () => true,
    });
    const store = memoryPresenceStore(
      (_n, eventId, room) => presence.localCount(eventId, room),
      (_n, eventId) => presence.localRooms(eventId),
    );
    if (http) {
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      port = (http.address() as AddressInfo).port;
    } else {
      port = await new Promise<number>((resolve, reject) =>
        uwsApp?.listen('127.0.0.1', 0, (token) =>
          token ? resolve(uWS.us_socket_local_port(token)) : reject(new Error('uWS could not listen')),
        ),
      );
    }
    emit = (n) => io.to(roomOfEvent(BENCH_EVENT)).emit('instant_notification', n);
    connections = async () => io.engine.clientsCount;
    close = async () => {
      presence.stop();
      io.close();
      http?.closeAllConnections();
    };
  } else {
    const relay = createRelay(
      { verifyToken, logger, chat: loungesOpenToAll },
      { forceNodeHttp: mode === 'relay-node', presenceTickMs: 300, drainMs: 0 },
    );
    port = await relay.listen(0, '127.0.0.1');
    emit = (notification) =>
      void relay.publish({ kind: 'instant_notification', eventId: BENCH_EVENT, notification });
    connections = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      return ((await res.json()) as { connections: number }).connections;
    };
    close = () => relay.close();
  }

  let memCalls = 0;
  const handle = async (req: ServerRequest): Promise<unknown> => {
    switch (req.cmd) {
      case 'mem': {
        for (let i = 0; i < 3; i++) {
          gc?.();
          await new Promise((r) => setTimeout(r, 50));
        }
        memCalls += 1;
        // BENCH_HEAP_SNAPSHOT=<dir>: heap snapshots before the clients connect and with them connected; what
        // one connection holds is the difference divided by N.
        if (memCalls <= 2 && process.env.BENCH_HEAP_SNAPSHOT) {
          const when = memCalls === 1 ? 'before' : 'connected';
          writeHeapSnapshot(
            `${process.env.BENCH_HEAP_SNAPSHOT}/relay-${mode}-${process.pid}-${when}.heapsnapshot`,
          );
        }
        const m = process.memoryUsage();
        return {
          rss: m.rss,
          heapUsed: m.heapUsed,
          heapTotal: m.heapTotal,
          external: m.external,
          arrayBuffers: m.arrayBuffers,
        } satisfies MemReply;
      }
      case 'cpu':
        return { ...cpuNow(), at: now() } satisfies CpuReply;
      case 'broadcast': {
        loop.reset();
        const t0 = now();
        emit({
          type: 'instant_notification',
          title: 'Keynote starts in 5 minutes',
          message: 'Join us in the main hall for the opening keynote.',
          contextInfo: { seq: req.seq, t0 },
        });
        return { t0, syncMs: now() - t0 } satisfies BroadcastReply;
      }
      case 'stats':
        return { connections: await connections(), loopMaxMs: loop.max / 1e6 } satisfies StatsReply;
      case 'close':
        await close();
        setTimeout(() => process.exit(0), 50);
        return { ok: true };
    }
  };

  process.on('message', (req: ServerRequest) => {
    handle(req).then(
      (value) => process.send?.({ id: req.id, value }),
      (err: unknown) => process.send?.({ id: req.id, error: String(err) }),
    );
  });
  process.on('disconnect', () => process.exit(0));
  process.send?.({ ready: true, port, pid: process.pid });
}

void main();
