import type { Logger } from 'pino';
import { type Namespace, Server, type Socket } from 'socket.io';
import type { SignedInClaims } from '../schemas/authToken';
import type { ChatClientToServer, ChatHooks, ChatServerToClient } from '../schemas/chatSocket';
import {
  type AppClientToServer,
  type AppServerToClient,
  type RelayMessage,
  type RelaySocketData,
  roomOfPresence,
  PRESENCE_NAMESPACES,
  type PresenceNamespace,
} from '../schemas/relay';
import { type AppNamespace, attachAppNamespace, type InterServerEvents } from './appNamespace';
import type { CallStore } from './callStore';
import { attachChat, chatUserOf, ONLINE_KEY } from './chat';
import { relayDelivery } from './delivery';
import { relayEndpoints } from './endpoints';
import { handshake, keepClientIp, sharedStrings } from './handshake';
import { attachHeartbeat } from './heartbeat';
import type { FetchHandler } from './httpBridge';
import { type LoginCheck, sharedLoginCheck } from './logins';
import { relayMetrics } from './metrics';
import { attachPresence, PRESENCE_PACING, type PresenceStore } from './presence';
import { profileCache } from './profileCache';
import { callStoreOf, presenceStoreOf, redisNodes } from './redisNodes';
import { namespacesOf, pingedEngineOf } from './socketIoInternals';
import { SOCKET_LIMITS, type SocketLimits, socketLimiter } from './socketLimits';
import { attachTransport, chooseTransport, type RelayTransport } from './transport';
import { roomRemovalsOf } from './roomRemovals';
import { attachVideoRooms } from './videoRooms';
import type { RelayVideoTokens } from './videoTokens';
import { callRoomOf, type VideoClientToServer, type VideoServerToClient } from '../schemas/videoRoom';

export { type RelayTransport, uwsNativeLoaded } from './transport';

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
  /** Signs call tickets and checks room tokens (relay/videoTokens.ts); without them video rooms are unavailable. */
  videoTokens?: RelayVideoTokens;
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
  /** More lines for GET /metrics (the bridged API's admission queue, in the one-process platform). */
  extraMetrics?: () => string;
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

export interface Relay {
  listen(port: number, host?: string): Promise<number>;
  /** The in-process publisher: what the API hands to the relay when they share a process. */
  publish(message: RelayMessage): Promise<void>;
  /** Tells every client to reconnect (to another relay), waits `drainMs`, then closes. */
  close(): Promise<void>;
  readonly transport: RelayTransport;
  /** Sends pending presence counts now (tests and shutdown). */
  flushPresence(): Promise<void>;
  /** How many sockets are in these presence rooms of a namespace and event now, over every relay node. */
  presenceCounts(nsp: string, eventId: string, rooms: string[]): Promise<Map<string, number>>;
  /** Every room of a namespace (or the online users, ONLINE_PRESENCE_KEY) with anyone in it, over all nodes. */
  presenceSnapshot(nsp: string, eventId: string): Promise<Map<string, number>>;
}

/**
 * The relay's composition root: one socket.io server with the app, chat and presence namespaces, their
 * handshake and limits, delivery of the API's messages, Redis when several nodes share rooms, the relay's own
 * HTTP endpoints and the transport (uWebSockets.js or node:http) they all arrive on.
 */
export function createRelay(deps: RelayDeps, opts: RelayOptions = {}): Relay {
  const log = deps.logger;
  const random = deps.random ?? Math.random;
  const clock = deps.clock ?? Date;
  const now = () => clock.now();
  const startedAt = clock.now();
  const transport = chooseTransport(opts.forceNodeHttp, log);

  const io = new Server<AppClientToServer, AppServerToClient, InterServerEvents, RelaySocketData>({
    serveClient: false,
    pingInterval: opts.pingIntervalMs ?? 25_000,
    pingTimeout: opts.pingTimeoutMs ?? 20_000,
    ...(opts.corsOrigins?.length ? { cors: { origin: opts.corsOrigins, credentials: true } } : {}),
  });
  const anyIo = io as unknown as Server;

  const limiter = socketLimiter({ ...SOCKET_LIMITS, ...opts.socketLimits }, now, (n) => metrics.countOut(n));
  const metrics = relayMetrics(
    {
      transport,
      connections: () => io.engine.clientsCount,
      rooms: () => {
        let n = 0;
        for (const nsp of namespacesOf(anyIo).values()) {
          for (const [room, members] of nsp.adapter.rooms) if (!members.has(room)) n += 1;
        }
        return n;
      },
      limits: limiter.counters,
      ...(opts.extraMetrics ? { extra: opts.extraMetrics } : {}),
    },
    opts.metricsToken,
  );
  const { countOut } = metrics;
  const { limitEvents } = limiter;

  const pacing = {
    tickMs: opts.presenceTickMs ?? 300,
    budgetPerSecond: opts.presenceBudget ?? PRESENCE_PACING.budgetPerSecond,
    maxIntervalMs: PRESENCE_PACING.maxIntervalMs,
    now,
  };

  const shared = sharedStrings();
  const loginCheck = deps.isLoginActive ? sharedLoginCheck(deps.isLoginActive) : undefined;
  const authenticate = handshake({ verifyToken: deps.verifyToken, loginCheck, shared, log });

  const appNsp: AppNamespace = io.of('/');
  appNsp.use(authenticate);
  appNsp.use(limitEvents);
  attachAppNamespace(appNsp, { limiter, shared, countOut, log });

  // Chat: after the app namespace's own connection handler, so a user's sockets are in their rooms when counted.
  const chatNsp = io.of('/chat') as unknown as Namespace<
    ChatClientToServer,
    ChatServerToClient,
    object,
    RelaySocketData
  >;
  chatNsp.use(authenticate);
  chatNsp.use(limitEvents);

  // Built-in video rooms: WebRTC signalling between the sockets of one room (a call's, later lounges').
  const videoNsp = io.of('/video') as unknown as Namespace<
    VideoClientToServer,
    VideoServerToClient,
    object,
    RelaySocketData
  >;
  videoNsp.use(authenticate);
  videoNsp.use(limitEvents);
  const video = attachVideoRooms(videoNsp, {
    tokens: deps.videoTokens,
    calls: () => callStore,
    removals: () => roomRemovals,
    now,
    log,
    countOut,
  });

  const chatHooks = deps.chat;
  const profilesOf = chatHooks
    ? profileCache((eventId, uuids) => chatHooks.profilesOf(eventId, uuids), now)
    : undefined;
  const chat = attachChat(chatNsp, {
    hooks: deps.chat,
    onlineIn: () => [appNsp as never, chatNsp as never],
    store: () => presenceStore,
    calls: () => callStore,
    pacing,
    log,
    countOut,
    videoTokens: deps.videoTokens,
    onCallClosed: (eventId, callId) => video.closeRoom(eventId, callRoomOf(callId)),
    profilesOf,
  });

  const delivery = relayDelivery({
    io: anyIo,
    appNsp,
    chat,
    loginCheck,
    random,
    countOut,
    shared: Boolean(opts.redisUrl),
  });
  const { publish } = delivery;
  const redisNode = redisNodes(anyIo, opts.redisUrl, { log, publish });

  const presence = new Map<PresenceNamespace, ReturnType<typeof attachPresence>>();
  // Lounges close to some users (001 §6: limited access); without the API's rules nobody is let in.
  const admitToLounge = async (user: RelaySocketData) => {
    if (!chatHooks) return 'unavailable' as const;
    return (await chatHooks.mayJoinLounge(chatUserOf(user))).ok ? null : ('forbidden' as const);
  };
  for (const name of PRESENCE_NAMESPACES) {
    const nsp = io.of(name);
    nsp.use(authenticate);
    nsp.use(limitEvents);
    presence.set(
      name,
      attachPresence(nsp as never, () => presenceStore, {
        pacing,
        onError: (err) => log.warn({ err, nsp: name }, 'presence update failed'),
        countOut,
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
  const presenceStore: PresenceStore = presenceStoreOf(redisNode?.redis, [
    (nsp, eventId, room) =>
      nsp === ONLINE_KEY
        ? chat.localOnline(eventId, room)
        : (presence.get(nsp as PresenceNamespace)?.localCount(eventId, room) ?? 0),
    (nsp, eventId) =>
      nsp === ONLINE_KEY
        ? chat.localOnlineUsers(eventId)
        : (presence.get(nsp as PresenceNamespace)?.localRooms(eventId) ?? new Map()),
  ]);
  const callStore: CallStore = callStoreOf(redisNode?.redis, now);
  const roomRemovals = roomRemovalsOf(redisNode?.redis, now);
  const flushPresence = async () => {
    await Promise.all([...[...presence.values()].map((p) => p.flush()), chat.flush()]);
  };

  const fetchHandler = relayEndpoints({
    health: () => ({
      ok: true,
      transport,
      connections: io.engine.clientsCount,
      uptime: Math.round((clock.now() - startedAt) / 1000),
    }),
    metrics,
    publish,
    presenceStore: () => presenceStore,
    verifyToken: deps.verifyToken,
    loginCheck,
    publishSecret: opts.publishSecret,
    httpHandler: opts.httpHandler,
  });
  const server = attachTransport(transport, anyIo, fetchHandler, log);
  // Both need io.engine, which the transport's attach creates.
  keepClientIp(anyIo, opts.trustProxy ?? false);
  const heartbeat = attachHeartbeat(pingedEngineOf(anyIo));

  return {
    transport,
    publish,
    listen: (port, host = '0.0.0.0') => server.listen(port, host),
    flushPresence,
    presenceCounts: (nsp, eventId, rooms) => presenceStore.read(nsp, eventId, rooms),
    presenceSnapshot: (nsp, eventId) => presenceStore.snapshot(nsp, eventId),
    async close() {
      // Clients hear it first and reconnect after a short random wait; the balancer sends them elsewhere.
      const drainMs = opts.drainMs ?? 500;
      for (const nsp of namespacesOf(anyIo).values()) {
        for (const socket of nsp.sockets.values()) {
          (socket as Socket).emit('relay_restart', { delayMs: Math.floor(random() * 5000) });
        }
      }
      if (drainMs > 0 && io.engine.clientsCount > 0) await new Promise((r) => setTimeout(r, drainMs));
      for (const p of presence.values()) p.stop();
      chat.stop();
      callStore.stop();
      roomRemovals.stop();
      heartbeat.stop();
      await presenceStore.close().catch(() => {});
      metrics.stop();
      await server.close();
      await redisNode?.close();
    },
  };
}
