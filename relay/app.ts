import { createRequire } from 'node:module';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Either, ParseResult, Schema } from 'effect';
import type { Logger } from 'pino';
import { type Namespace, Server, type Socket } from 'socket.io';
import type * as UWS from 'uWebSockets.js';
import type { SignedInClaims } from '../schemas/authToken';
import type { ChatClientToServer, ChatHooks, ChatServerToClient } from '../schemas/chatSocket';
import { KILL_SWITCH } from '../schemas/constants';
import {
  type AppClientToServer,
  type AppServerToClient,
  type RelayAuth,
  RelayMessage,
  type RelayRefusal,
  type RelaySocketData,
  roomOfEvent,
  roomOfEventRoom,
  roomOfPresence,
  roomOfUser,
  isSharedRoom,
  BulkStatusRequest,
  type BulkStatusReply,
  PRESENCE_NAMESPACES,
  type PresenceNamespace,
} from '../schemas/relay';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { type CallStore, memoryCallStore, redisCallStore } from './callStore';
import { attachChat, chatUserOf, ONLINE_KEY } from './chat';
import { type FetchHandler, nodeHandler, uwsHandler } from './httpBridge';
import {
  attachPresence,
  memoryPresenceStore,
  PRESENCE_PACING,
  type PresenceStore,
  redisPresenceStore,
} from './presence';
import { compactSocket } from './compactSocket';
import { attachHeartbeat } from './heartbeat';
import { closeLoginSockets, type LoginCheck, sharedLoginCheck } from './logins';
import { metricsAccess } from './metricsAccess';
import { profileCache } from './profileCache';
import { consumePublishQueue } from './publishQueue';
import { socketDataOf } from './socketData';
import { SOCKET_LIMITS, type SocketLimits, socketLimiter } from './socketLimits';
import { installFastPublish } from './uwsFastPublish';

export interface RelayDeps {
  /** Checks a sign-in token; throws when it is missing its signature, expired or malformed. */
  verifyToken(token: string): Promise<SignedInClaims>;
  logger: Logger;
  /** In [0, 1): picks each socket's kill-switch delay. */
  random?: () => number;
  clock?: { now(): number };
  /** Chat persistence and rules (the API's); without them the /chat namespace answers `chat_unavailable`. */
  chat?: ChatHooks;
  /** Whether a token's login is still active (the API's); a socket of an ended login is refused `signed_out`. */
  isLoginActive?: LoginCheck;
}

export interface RelayOptions {
  /** Every HTTP request that is not a socket and not a relay endpoint goes here (the API's `app.fetch`). */
  httpHandler?: FetchHandler;
  /** Origins allowed to open sockets from another site; same-origin pages need none. */
  corsOrigins?: string[];
  /** Enables POST /relay/publish for callers presenting `Authorization: Bearer <publishSecret>`. */
  publishSecret?: string;
  /** Lets GET /metrics answer callers presenting `Authorization: Bearer <metricsToken>` from anywhere. */
  metricsToken?: string;
  /** What one socket may ask (relay/socketLimits.ts); SOCKET_LIMITS by default. */
  socketLimits?: Partial<SocketLimits>;
  /** Shares rooms and broadcasts between relay processes through Redis. */
  redisUrl?: string;
  /** Run on Node's http server even when uWebSockets.js is available. */
  forceNodeHttp?: boolean;
  /** Read the client's address from the last x-forwarded-for entry (behind one load balancer). */
  trustProxy?: boolean;
  /** How often coalesced presence counts and online-status updates go out (ms); 300 by default. */
  presenceTickMs?: number;
  /**
   * Messages a second that the updates of one event in one namespace may cost (1,000 by default): an event
   * with a large audience gets its coalesced updates less often than every tick, at least every 10 s.
   */
  presenceBudget?: number;
  /** How long close() gives clients to hear `relay_restart` before the sockets close (ms); 500 by default. */
  drainMs?: number;
  /**
   * Heartbeat: each connection is pinged every `pingIntervalMs` (25,000 by default) and closed when it does
   * not answer within `pingTimeoutMs` (20,000), so a client that vanished without closing leaves its rooms.
   */
  pingIntervalMs?: number;
  pingTimeoutMs?: number;
}

export type RelayTransport = 'uws' | 'node-http';

export interface Relay {
  listen(port: number, host?: string): Promise<number>;
  /** The in-process publisher: what the API hands to the relay when they share a process. */
  publish(message: RelayMessage): Promise<void>;
  /** Tells every client to reconnect (to another relay), waits `drainMs`, then closes. */
  close(): Promise<void>;
  readonly transport: RelayTransport;
  /** Sends pending presence counts now (tests and shutdown). */
  flushPresence(): Promise<void>;
}

type AppSocket = Socket<AppClientToServer, AppServerToClient, InterServerEvents, RelaySocketData>;
type AppNamespace = Namespace<AppClientToServer, AppServerToClient, InterServerEvents, RelaySocketData>;
interface InterServerEvents {
  publish: (message: RelayMessage) => void;
}

// Loaded through require: a native addon has no named exports that Node's ESM loader could see.
const uWS = createRequire(import.meta.url)('uWebSockets.js') as typeof UWS;

/** The native binary loaded (the package silently falls back to a JS copy on which attachApp fails). */
export const uwsNativeLoaded = () => typeof (uWS as { getParts?: unknown }).getParts === 'function';

const decodeMessage = Schema.decodeUnknownEither(RelayMessage);
/** Namespaces whose sockets join their user's room (the others are found through their event's room). */
const USER_ROOM_NAMESPACES: ReadonlySet<string> = new Set(['/', '/chat']);
const MAX_ROOM_NAME = 200;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const stripMapped = (ip: string) => (ip.startsWith('::ffff:') ? ip.slice(7) : ip);
const METRICS_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
const METRICS_REFUSED = JSON.stringify({
  error: {
    code: 'unauthorized',
    message: 'Metrics are for the machine itself or a bearer of the metrics token',
  },
});

class Refusal extends Error {
  readonly data: { code: RelayRefusal };
  constructor(code: RelayRefusal) {
    super(code);
    this.data = { code };
  }
}

export function createRelay(deps: RelayDeps, opts: RelayOptions = {}): Relay {
  const log = deps.logger;
  const random = deps.random ?? Math.random;
  const clock = deps.clock ?? Date;
  const startedAt = clock.now();
  const transport: RelayTransport = !opts.forceNodeHttp && uwsNativeLoaded() ? 'uws' : 'node-http';
  if (transport === 'node-http') {
    log.warn(
      opts.forceNodeHttp
        ? 'relay on node:http (forced)'
        : 'uWebSockets.js native binary not loaded for this Node; relay on node:http',
    );
  }

  const closers: (() => Promise<void>)[] = [];
  const io = new Server<AppClientToServer, AppServerToClient, InterServerEvents, RelaySocketData>({
    serveClient: false,
    pingInterval: opts.pingIntervalMs ?? 25_000,
    pingTimeout: opts.pingTimeoutMs ?? 20_000,
    ...(opts.corsOrigins?.length ? { cors: { origin: opts.corsOrigins, credentials: true } } : {}),
  });

  // Counters for /metrics.
  let messagesOut = 0;
  let lastMessagesOut = 0;
  let messagesPerSecond = 0;
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  const rateTimer = setInterval(() => {
    messagesPerSecond = messagesOut - lastMessagesOut;
    lastMessagesOut = messagesOut;
  }, 1000);
  rateTimer.unref();

  const pacing = {
    tickMs: opts.presenceTickMs ?? 300,
    budgetPerSecond: opts.presenceBudget ?? PRESENCE_PACING.budgetPerSecond,
    maxIntervalMs: PRESENCE_PACING.maxIntervalMs,
    now: () => clock.now(),
  };

  const appNsp: AppNamespace = io.of('/');
  const limiter = socketLimiter(
    { ...SOCKET_LIMITS, ...opts.socketLimits },
    () => clock.now(),
    (n) => {
      messagesOut += n;
    },
  );
  const { limitEvents } = limiter;

  // One copy of each event's id and room name instead of one per socket (they come from verified tokens, so
  // there are as many as events).
  const sharedStrings = new Map<string, string>();
  const shared = (value: string) => {
    const known = sharedStrings.get(value);
    if (known !== undefined) return known;
    sharedStrings.set(value, value);
    return value;
  };
  const localSize = (nsp: { adapter: { rooms: Map<string, Set<string>> } }, room: string) =>
    nsp.adapter.rooms.get(room)?.size ?? 0;

  // The client's address, kept on the engine connection; the http request itself is dropped to save memory.
  function keepClientIp() {
    io.engine.on('connection', (raw: { request: unknown; remoteAddress: string; clientIp?: string }) => {
      const req = raw.request as { headers?: Record<string, string | string[] | undefined> } | null;
      const forwarded = req?.headers?.['x-forwarded-for'];
      // One trusted proxy appends the address it saw: the last entry (earlier ones are the client's to write).
      const last = (Array.isArray(forwarded) ? forwarded.at(-1) : forwarded)?.split(',').at(-1)?.trim();
      raw.clientIp = stripMapped(opts.trustProxy && last ? last : raw.remoteAddress);
      raw.request = null;
    });
  }

  const loginCheck = deps.isLoginActive ? sharedLoginCheck(deps.isLoginActive) : undefined;

  /** Handshake: a valid sign-in token of a login that has not ended, of the event the client names (if any). */
  const authenticate = (
    socket: Socket<object, object, object, RelaySocketData>,
    next: (err?: Error) => void,
  ) => {
    const auth = (socket.handshake.auth ?? {}) as Partial<RelayAuth>;
    if (typeof auth.token !== 'string' || auth.token === '') return next(new Refusal('no_token'));
    deps.verifyToken(auth.token).then(
      async (claims) => {
        if (typeof auth.eventId === 'string' && auth.eventId !== claims.eventId) {
          return next(new Refusal('wrong_event'));
        }
        if (loginCheck) {
          // A failed check is no refusal: the client tries again later.
          const active = await loginCheck(claims).catch((err) => {
            log.warn({ err }, 'login check failed');
            return null;
          });
          if (active === null) return next(new Error('login check failed'));
          if (!active) return next(new Refusal('signed_out'));
        }
        const conn = socket.conn as unknown as { clientIp?: string; remoteAddress: string };
        socket.data = socketDataOf(
          claims,
          shared(claims.eventId),
          conn.clientIp ?? stripMapped(conn.remoteAddress),
        );
        compactSocket(socket as Socket);
        next();
      },
      () => next(new Refusal('bad_token')),
    );
  };

  appNsp.use(authenticate);
  appNsp.use(limitEvents);
  // One handler for every socket (it reads its socket from `this`) instead of a closure per socket.
  function onJoin(this: AppSocket, payload: unknown, ack?: (reply: { ok: boolean; ip: string }) => void) {
    const room = (payload as { room?: unknown } | undefined)?.room;
    const { eventId } = this.data;
    const name =
      typeof room === 'string' && room.length > 0 && room.length <= MAX_ROOM_NAME
        ? roomOfEventRoom(eventId, room)
        : undefined;
    const ok =
      name !== undefined &&
      limiter.mayEnter(this, name, roomOfEventRoom(eventId, ''), limiter.limits.eventRooms);
    if (ok) void this.join(name);
    if (typeof ack === 'function') ack({ ok, ip: this.data.ip });
    this.emit('ipAddressCheck', { ip: this.data.ip });
    messagesOut += 2;
  }
  appNsp.on('connection', (socket: AppSocket) => {
    const { eventId, uuid, exempt } = socket.data;
    void socket.join([shared(roomOfEvent(eventId)), roomOfUser(eventId, uuid)]);
    socket.on('join', onJoin);
    if (!exempt) void settleDualLogin(socket);
  });

  // Chat: after the app namespace's own connection handler, so a user's sockets are in their rooms when counted.
  const chatNsp = io.of('/chat') as unknown as Namespace<
    ChatClientToServer,
    ChatServerToClient,
    object,
    RelaySocketData
  >;
  chatNsp.use(authenticate);
  chatNsp.use(limitEvents);
  const chat = attachChat(chatNsp, {
    hooks: deps.chat,
    onlineIn: () => [appNsp as never, chatNsp as never],
    store: () => presenceStore,
    calls: () => callStore,
    pacing,
    log,
    countOut: (n) => {
      messagesOut += n;
    },
  });

  // Redis: rooms and broadcasts shared by every relay node, and presence counts summed over them.
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 })
    : undefined;
  if (redis && opts.redisUrl) {
    const sub = redis.duplicate();
    for (const r of [redis, sub]) r.on('error', (err) => log.error({ err }, 'redis error'));
    const redisAdapter = createAdapter(redis, sub, { key: 'relay' });
    // A message for one socket (a RemoteSocket's emit from another node) names the socket's id as its room,
    // which this relay does not store (uwsFastPublish): the adapter must not drop it as an unknown room.
    // socket.io calls the adapter with `new`: a function (not an arrow) that returns the adapter it made.
    io.adapter(function redisAdapterKnowingSocketIds(nsp: Namespace) {
      const adapter = redisAdapter(nsp);
      const rooms = adapter as unknown as { hasRoom(room: string): boolean };
      const hasRoom = rooms.hasRoom.bind(adapter);
      rooms.hasRoom = (room: string) => hasRoom(room) || nsp.sockets.has(room);
      return adapter;
    });
    const queue = consumePublishQueue(redis.duplicate(), (m) => publish(m), log);
    closers.push(async () => {
      sub.disconnect();
      await queue.stop();
    });
  }

  const presence = new Map<PresenceNamespace, ReturnType<typeof attachPresence>>();
  let presenceStore: PresenceStore;
  const chatHooks = deps.chat;
  // Lounges close to some users (001 §6: limited access); without the API's rules nobody is let in.
  const admitToLounge = async (user: RelaySocketData) => {
    if (!chatHooks) return 'unavailable' as const;
    return (await chatHooks.mayJoinLounge(chatUserOf(user))).ok ? null : ('forbidden' as const);
  };
  const profilesOf = chatHooks
    ? profileCache(
        (eventId, uuids) => chatHooks.profilesOf(eventId, uuids),
        () => clock.now(),
      )
    : undefined;
  for (const name of PRESENCE_NAMESPACES) {
    const nsp = io.of(name);
    nsp.use(authenticate);
    nsp.use(limitEvents);
    presence.set(
      name,
      attachPresence(nsp as never, () => presenceStore, {
        pacing,
        onError: (err) => log.warn({ err, nsp: name }, 'presence update failed'),
        countOut: (n) => {
          messagesOut += n;
        },
        roomAllowed: (socket, room) =>
          limiter.mayEnter(
            socket,
            room,
            roomOfPresence(socket.data.eventId, ''),
            limiter.limits.presenceRooms,
          ),
        ...(name === '/lounge' ? { admit: admitToLounge } : {}),
        ...(profilesOf ? { profilesOf } : {}),
      }),
    );
  }
  presenceStore = redis
    ? redisPresenceStore(redis)
    : memoryPresenceStore(
        (nsp, eventId, room) =>
          nsp === ONLINE_KEY
            ? chat.localOnline(eventId, room)
            : (presence.get(nsp as PresenceNamespace)?.localCount(eventId, room) ?? 0),
        (nsp, eventId) => presence.get(nsp as PresenceNamespace)?.localRooms(eventId) ?? new Map(),
      );
  const callStore: CallStore = redis ? redisCallStore(redis) : memoryCallStore(() => clock.now());
  const flushPresence = async () => {
    await Promise.all([...[...presence.values()].map((p) => p.flush()), chat.flush()]);
  };

  /** A second login of a non-exempt account: the older of the two logins signs out, wherever its sockets are. */
  async function settleDualLogin(socket: AppSocket) {
    const { eventId, uuid, loginId, issuedAt } = socket.data;
    try {
      const sockets = await appNsp.in(roomOfUser(eventId, uuid)).fetchSockets();
      let newest: { loginId: string; issuedAt: number } | undefined;
      for (const other of sockets) {
        if (other.data.exempt || other.data.loginId === loginId) continue;
        if (other.data.issuedAt <= issuedAt) {
          other.emit('dual_login', { loginId });
          messagesOut += 1;
        } else if (!newest || other.data.issuedAt > newest.issuedAt) newest = other.data;
      }
      if (newest && socket.connected) {
        socket.emit('dual_login', { loginId: newest.loginId });
        messagesOut += 1;
      }
    } catch (err) {
      log.warn({ err }, 'dual-login check failed');
    }
  }

  /** Delivers a message to this node's sockets (kill switch) or to every node's (the adapter's broadcasts). */
  function deliver(message: RelayMessage, origin: 'here' | 'peer') {
    switch (message.kind) {
      case 'instant_notification': {
        if (origin === 'peer') return;
        if (message.uuids) {
          if (message.uuids.length === 0) return;
          const rooms = message.uuids.map((u) => roomOfUser(message.eventId, u));
          appNsp.to(rooms).emit('instant_notification', message.notification);
          messagesOut += rooms.reduce((n, r) => n + localSize(appNsp, r), 0);
        } else {
          const room = roomOfEvent(message.eventId);
          appNsp.to(room).emit('instant_notification', message.notification);
          messagesOut += localSize(appNsp, room);
        }
        return;
      }
      case 'kill_switch': {
        // Each socket gets its own delay so that thousands of browsers do not reload in the same second.
        const ids = appNsp.adapter.rooms.get(roomOfEvent(message.eventId));
        const span = KILL_SWITCH.MAX_DELAY - KILL_SWITCH.MIN_DELAY;
        for (const id of ids ?? []) {
          const delayMs = KILL_SWITCH.MIN_DELAY + Math.floor(random() * (span + 1));
          appNsp.sockets.get(id)?.emit('kill_switch', { delayMs: Math.min(delayMs, KILL_SWITCH.MAX_DELAY) });
          messagesOut += 1;
        }
        return;
      }
      case 'dual_login': {
        // Each node signs out its own sockets of the account's other logins: app sockets hear why, then all close.
        const { loginId } = message;
        closeLoginSockets(io as never, message, (d) => !d.exempt && d.loginId !== loginId, {
          byUserRoom: USER_ROOM_NAMESPACES,
          before: (socket, nsp) => {
            if (nsp !== '/') return;
            (socket as AppSocket).emit('dual_login', { loginId });
            messagesOut += 1;
          },
        });
        return;
      }
      case 'login_ended': {
        loginCheck?.ended(message.loginId);
        closeLoginSockets(io as never, message, (d) => d.loginId === message.loginId, {
          byUserRoom: USER_ROOM_NAMESPACES,
        });
        return;
      }
      case 'chat_message':
      case 'chat_conversation': {
        if (origin === 'peer') return;
        chat.deliver(message);
        return;
      }
    }
  }

  appNsp.on('publish', (message) => deliver(message, 'peer'));

  async function publish(message: RelayMessage) {
    deliver(message, 'here');
    // Messages that each node applies to its own sockets travel to the other nodes by server-side emit.
    if (
      (message.kind === 'kill_switch' || message.kind === 'dual_login' || message.kind === 'login_ended') &&
      opts.redisUrl
    ) {
      io.serverSideEmit('publish', message);
    }
  }

  const connections = () => io.engine.clientsCount;
  const roomCount = () => {
    let n = 0;
    for (const nsp of io._nsps.values()) {
      for (const [room, members] of nsp.adapter.rooms) if (!members.has(room)) n += 1;
    }
    return n;
  };

  function health() {
    return json(200, {
      ok: true,
      transport,
      connections: connections(),
      uptime: Math.round((clock.now() - startedAt) / 1000),
    });
  }

  const mayReadMetrics = metricsAccess(opts.metricsToken);
  function metricsText() {
    const lagMs = (ns: number) => (Number.isFinite(ns) ? ns / 1e6 : 0);
    const { eventsDropped, joinsRefused } = limiter.counters();
    const lines = [
      '# HELP relay_connections Open engine.io connections on this relay.',
      '# TYPE relay_connections gauge',
      `relay_connections ${connections()}`,
      '# HELP relay_rooms Rooms with at least one member on this relay.',
      '# TYPE relay_rooms gauge',
      `relay_rooms ${roomCount()}`,
      '# HELP relay_messages_out_total Messages handed to sockets on this relay.',
      '# TYPE relay_messages_out_total counter',
      `relay_messages_out_total ${messagesOut}`,
      '# HELP relay_messages_out_per_second Messages handed to sockets during the last second.',
      '# TYPE relay_messages_out_per_second gauge',
      `relay_messages_out_per_second ${messagesPerSecond}`,
      '# HELP relay_event_loop_lag_seconds Event-loop delay since the previous scrape.',
      '# TYPE relay_event_loop_lag_seconds gauge',
      `relay_event_loop_lag_seconds{quantile="0.5"} ${lagMs(loopDelay.percentile(50)) / 1000}`,
      `relay_event_loop_lag_seconds{quantile="0.99"} ${lagMs(loopDelay.percentile(99)) / 1000}`,
      `relay_event_loop_lag_seconds{quantile="1"} ${lagMs(loopDelay.max) / 1000}`,
      `# HELP relay_transport The server the relay runs on.`,
      '# TYPE relay_transport gauge',
      `relay_transport{transport="${transport}"} 1`,
      '# HELP relay_events_dropped_total Client events dropped for coming faster than one socket may send.',
      '# TYPE relay_events_dropped_total counter',
      `relay_events_dropped_total ${eventsDropped}`,
      '# HELP relay_room_joins_refused_total Room joins refused because the socket was in as many as allowed.',
      '# TYPE relay_room_joins_refused_total counter',
      `relay_room_joins_refused_total ${joinsRefused}`,
    ];
    loopDelay.reset();
    return `${lines.join('\n')}\n`;
  }
  /**
   * GET /metrics, answered by the transport before the bridge, from the connection's own remote address and
   * the request's headers as the client sent them.
   */
  function metrics(remote: string, header: (name: string) => string | undefined) {
    return mayReadMetrics(remote, header)
      ? { status: 200, type: METRICS_TYPE, body: metricsText() }
      : { status: 401, type: 'application/json', body: METRICS_REFUSED };
  }

  async function publishEndpoint(req: Request) {
    if (!opts.publishSecret) return json(404, { error: { code: 'not_found', message: 'Not found' } });
    if (req.headers.get('authorization') !== `Bearer ${opts.publishSecret}`) {
      return json(401, { error: { code: 'unauthorized', message: 'Wrong or missing publish secret' } });
    }
    let body: unknown;
    try {
      body = await req.json();
    } catch {
      return json(400, { error: { code: 'bad_request', message: 'The body is not JSON' } });
    }
    const decoded = decodeMessage(body, { onExcessProperty: 'error' });
    if (Either.isLeft(decoded)) {
      return json(400, {
        error: {
          code: 'bad_request',
          message: 'The body is not a relay message',
          fields: ParseResult.ArrayFormatter.formatErrorSync(decoded.left),
        },
      });
    }
    await publish(decoded.right);
    return json(202, { ok: true });
  }

  /** POST /bulk_status: online counts of exhibitors' rooms, for a signed-in caller, within the caller's event. */
  async function bulkStatus(req: Request) {
    const bearer = req.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    let eventId: string;
    try {
      const claims = await deps.verifyToken(bearer);
      if (loginCheck && !(await loginCheck(claims))) throw new Error('signed out');
      eventId = claims.eventId;
    } catch {
      return json(401, { error: { code: 'unauthorized', message: 'Sign in first' } });
    }
    let body: unknown;
    try {
      body = await req.json();
    } catch {
      return json(400, { error: { code: 'bad_request', message: 'The body is not JSON' } });
    }
    const decoded = Schema.decodeUnknownEither(BulkStatusRequest)(body);
    if (Either.isLeft(decoded)) {
      return json(400, {
        error: {
          code: 'bad_request',
          message: 'Expected a map of company uuid to a list of room names',
          fields: ParseResult.ArrayFormatter.formatErrorSync(decoded.left),
        },
      });
    }
    const all = [...new Set(Object.values(decoded.right).flat())];
    const counts = await presenceStore.read('/exhibitor', eventId, all);
    const reply: BulkStatusReply = {};
    for (const [company, rooms] of Object.entries(decoded.right)) {
      const perRoom = Object.fromEntries(rooms.map((r) => [r, counts.get(r) ?? 0]));
      reply[company] = { total: Object.values(perRoom).reduce((a, b) => a + b, 0), rooms: perRoom };
    }
    return json(200, reply);
  }

  /** The relay's own endpoints, then the bridged handler. */
  const fetchHandler: FetchHandler = async (req, connection) => {
    const { pathname } = new URL(req.url);
    if (pathname === '/health' && req.method === 'GET') return health();
    if (pathname === '/metrics' && req.method === 'GET') {
      // The connection's own remote address, handed beside the request by the transport, never a header.
      const reply = metrics(connection.remoteAddress, (name) => req.headers.get(name) ?? undefined);
      return new Response(reply.body, {
        status: reply.status,
        headers: {
          'content-type': reply.type,
          ...(reply.status === 200 ? {} : { 'www-authenticate': 'Bearer' }),
        },
      });
    }
    if (pathname === '/relay/publish' && req.method === 'POST') return publishEndpoint(req);
    if (pathname === '/bulk_status' && req.method === 'POST') return bulkStatus(req);
    if (opts.httpHandler) return opts.httpHandler(req, connection);
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  };
  const onBridgeError = (err: unknown) => log.error({ err }, 'http handler failed');

  let uwsApp: UWS.TemplatedApp | undefined;
  let listenSocket: UWS.us_listen_socket | undefined;
  let httpServer: HttpServer | undefined;

  if (transport === 'uws') {
    uwsApp = uWS.App();
    io.attachApp(uwsApp);
    // Rooms that many sockets share (the event, event rooms, presence rooms) are uWS topics.
    installFastPublish(io as unknown as Server, uwsApp, (room) => isSharedRoom(String(room)));
    uwsApp.any('/*', uwsHandler(fetchHandler, onBridgeError));
  } else {
    httpServer = createServer(nodeHandler(fetchHandler, onBridgeError));
    io.attach(httpServer);
  }
  keepClientIp();
  const heartbeat = attachHeartbeat(io.engine as never);

  return {
    transport,
    publish,
    listen(port, host = '0.0.0.0') {
      return new Promise<number>((resolve, reject) => {
        if (uwsApp) {
          uwsApp.listen(host, port, (token) => {
            if (!token) return reject(new Error(`relay could not listen on ${host}:${port}`));
            listenSocket = token;
            const bound = uWS.us_socket_local_port(token);
            log.info({ port: bound, transport }, 'relay listening');
            resolve(bound);
          });
        } else if (httpServer) {
          const server = httpServer;
          server.once('error', reject);
          server.listen(port, host, () => {
            server.off('error', reject);
            const bound = (server.address() as AddressInfo).port;
            log.info({ port: bound, transport }, 'relay listening');
            resolve(bound);
          });
        }
      });
    },
    flushPresence,
    async close() {
      // Clients hear it first and reconnect after a short random wait; the balancer sends them elsewhere.
      const drainMs = opts.drainMs ?? 500;
      for (const nsp of io._nsps.values()) {
        for (const socket of nsp.sockets.values()) {
          (socket as Socket).emit('relay_restart', { delayMs: Math.floor(random() * 5000) });
        }
      }
      if (drainMs > 0 && io.engine.clientsCount > 0) await new Promise((r) => setTimeout(r, drainMs));
      for (const p of presence.values()) p.stop();
      chat.stop();
      callStore.stop();
      heartbeat.stop();
      await presenceStore.close().catch(() => {});
      clearInterval(rateTimer);
      loopDelay.disable();
      if (listenSocket) uWS.us_listen_socket_close(listenSocket);
      listenSocket = undefined;
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
        if (uwsApp) resolve();
      });
      (uwsApp as { close?: () => void } | undefined)?.close?.();
      if (httpServer) httpServer.closeAllConnections();
      for (const c of closers) await c();
      if (redis) redis.disconnect();
    },
  };
}
