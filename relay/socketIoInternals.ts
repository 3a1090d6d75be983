import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { BroadcastOptions, Room, SocketId } from 'socket.io-adapter';
import { type Namespace, type Server, Socket } from 'socket.io';
import type { WebSocket } from 'uWebSockets.js';

/**
 * The parts of socket.io, engine.io and their adapters that the relay uses although they are not public API.
 * Every private field or method the relay reads or replaces is named here, once, as a type or an accessor;
 * the modules that patch or read them (compactSocket.ts, uwsFastPublish.ts, heartbeat.ts, socketLimits.ts,
 * logins.ts, handshake.ts, redisNodes.ts, app.ts) go through these. tests/relay/socketIoInternals.test.ts checks each of
 * them against the installed packages and names the patch that an upgrade breaks.
 *
 * Why the relay patches at all: it holds tens of thousands of sockets per process (docs/performance.md), and
 * socket.io's defaults cost memory per socket (listener tables, maps, timers) and a write per socket per
 * broadcast that its public API offers no way to avoid.
 */
export const CHECKED_AGAINST = {
  'socket.io': '4.8.4',
  'engine.io': '6.6.12',
  'socket.io-adapter': '2.5.8',
  'socket.io-parser': '4.2.7',
  '@socket.io/redis-adapter': '8.3.0',
} as const;

// --- Namespaces of a server -------------------------------------------------------------------------------

/**
 * `Server._nsps`: every namespace of a server. socket.io has no public list of them; the relay walks them to
 * sign out a login's sockets everywhere (logins.ts), to count rooms (/metrics) and to warn all clients on close.
 */
export const namespacesOf = (io: Server) => (io as unknown as { _nsps: Map<string, Namespace> })._nsps;

// --- Listener tables (compactSocket.ts) --------------------------------------------------------------------

/**
 * `EventEmitter._events`: Node keeps an emitter's listeners in a null-prototype object in this field, which
 * compactSocket replaces by a compact one (socket.io's Socket, engine.io's Socket and its transport all are
 * Node EventEmitters).
 */
export interface WithListenerTable {
  _events?: object;
}

/** The per-socket objects compactSocket makes smaller. */
export interface SocketMemory {
  /** `Socket.acks`: a Map per socket of the acknowledgements it waits for; socket.io calls set, get, delete. */
  acks: unknown;
  /** socket.io-parser's Decoder is a component-emitter: `_callbacks` holds arrays of listeners per event. */
  client: { decoder?: { _callbacks?: Record<string, unknown> } };
  /** engine.io's Socket: `cleanupFn` holds the clean-ups of its transport. */
  conn: { cleanupFn?: unknown[] };
}
export const socketMemoryOf = (socket: Socket) => socket as unknown as SocketMemory;

// --- The engine.io connection (handshake.ts, heartbeat.ts) -------------------------------------------------

/**
 * engine.io's Socket as the relay uses it. `request` (the upgrade's http request) is dropped once the client's
 * address is read, and the address kept as `clientIp`, an own field the relay adds (handshake.ts).
 */
export interface EngineConnection {
  request: unknown;
  /** Absent when the connection closed before its handshake. */
  remoteAddress: string | undefined;
  clientIp?: string;
}
export const engineConnectionOf = (socket: { conn: unknown }) => socket.conn as EngineConnection;

/**
 * The parts of an engine.io 6 connection that its own ping timer uses, which heartbeat.ts takes over:
 * `pingIntervalTimer` (cleared and left null, so pongs do not restart it), `hasRefreshedPingTimeout`,
 * `writeBuffer`, `sendPacket('ping')`, `resetPingTimeout()`, and the transport's raw `socket.send` (ws's or
 * uWebSockets.js's).
 */
export interface PingedConnection {
  readyState: string;
  pingIntervalTimer: ReturnType<typeof setTimeout> | null;
  hasRefreshedPingTimeout: boolean;
  writeBuffer: unknown[];
  transport: { name: string; writable: boolean; socket?: { send(data: string): unknown } };
  sendPacket(type: 'ping'): void;
  resetPingTimeout(): void;
}
/** engine.io's Server: its options (public) and its `connection` event with the connection's internals. */
export interface PingedEngine {
  opts: { pingInterval: number };
  on(event: 'connection', listener: (conn: PingedConnection) => void): void;
}
export const pingedEngineOf = (io: Server) => io.engine as unknown as PingedEngine;

// --- Packet handling (socketLimits.ts) ---------------------------------------------------------------------

/** `Socket._onpacket`: where the client's packets enter a socket; the relay's event allowance stands before it. */
export interface PacketHandling {
  _onpacket(packet: { type: number }): void;
}
/** socket.io's own packet handling, which the relay's calls once an event is within the allowance. */
export const socketIoPacketHandler = (Socket.prototype as unknown as PacketHandling)._onpacket;
/** Puts `handler` before the socket's packet handling (a shared function reading its socket from `this`). */
export function handlePacketsWith(socket: object, handler: PacketHandling['_onpacket']) {
  (socket as PacketHandling)._onpacket = handler;
}

// --- The in-memory adapter and socket.io's uWS broadcast (uwsFastPublish.ts) -------------------------------

// socket.io's `attachApp` patches the shared `Adapter.prototype` (addAll, del, broadcast) with a closure over the
// last attached uWS app; uwsFastPublish undoes that with socket.io's own `restoreAdapter` and wraps those
// methods and `apply`/`computeExceptSids` instead, keyed per server, so that broadcasts to rooms many sockets
// share are one uWS publish and a socket's own id room costs no Set.

/** A socket as the uWS fast path uses it: its engine transport's raw websocket, and socket.io's write to it. */
export interface FastPublishSocket {
  conn: {
    id: string;
    transport: { name: string; socket?: WebSocket<unknown> };
    on(event: 'upgrade', cb: () => void): void;
  };
  client: { writeToEngine(packets: unknown[], opts: object): void };
}
/** socket.io-adapter's Adapter with its internal maps and methods, which uwsFastPublish wraps. */
export interface AdapterInternals {
  nsp: {
    name: string;
    server: object;
    sockets: Map<SocketId, FastPublishSocket>;
    /** socket.io 4.8: sockets between their middlewares and `connect`. */
    _preConnectSockets?: Map<SocketId, FastPublishSocket>;
  };
  sids: Map<SocketId, Set<Room>>;
  rooms: Map<Room, Set<SocketId>>;
  computeExceptSids(except?: Set<Room>): Set<SocketId>;
  encoder: { encode(packet: unknown): (string | Buffer)[] };
  apply(opts: BroadcastOptions, cb: (socket: FastPublishSocket) => void): void;
}

/**
 * The very Adapter class socket.io loaded (not a copy that another resolution of socket.io-adapter would give),
 * and socket.io's `uws.js`, whose `restoreAdapter` undoes the global patch that its `attachApp` made.
 */
export function socketIoAdapterModules() {
  const require = createRequire(import.meta.url);
  const socketIoDir = dirname(require.resolve('socket.io'));
  const uws = require(join(socketIoDir, 'uws.js')) as { restoreAdapter(): void };
  const { Adapter } = require(require.resolve('socket.io-adapter', { paths: [socketIoDir] })) as {
    Adapter: typeof import('socket.io-adapter').Adapter;
  };
  return { Adapter, restoreAdapter: uws.restoreAdapter };
}

// --- The Redis adapter (redisNodes.ts) ---------------------------------------------------------------------

/**
 * `RedisAdapter.hasRoom`, which its message handler asks before it delivers a broadcast from another node. A
 * message for one socket (a RemoteSocket's emit from another node) names the socket's id as its room, which
 * this relay does not store (uwsFastPublish): the adapter must not drop it as an unknown room.
 */
export function knowSocketIdRooms(adapter: object, nsp: { sockets: Map<string, unknown> }) {
  const rooms = adapter as { hasRoom(room: string): boolean };
  const hasRoom = rooms.hasRoom.bind(adapter);
  rooms.hasRoom = (room: string) => hasRoom(room) || nsp.sockets.has(room);
}
