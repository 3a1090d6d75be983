import { Option, Schema } from 'effect';
import { inspect } from '../browser/inspection';
import { io, type Socket } from 'socket.io-client';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { type RelayConnectionEvent, relayConnectionMachine } from '../../machines/relayConnection';
import { RELAY } from '../../schemas/constants';
import { LeaderboardTop } from '../../schemas/game';
import { QuestionsUpdate } from '../../schemas/questions';
import { SocketNotification } from '../../schemas/notification';
import { SessionPollsUpdate } from '../../schemas/poll';
import type { AppClientToServer, AppServerToClient, RelayAuth } from '../../schemas/relay';

export type AppSocket = Socket<AppServerToClient, AppClientToServer>;

export interface AppSocketOptions {
  /** The sign-in token (the relay refuses the socket without a valid one). */
  token: string;
  /** The event of the page: a token of another event is refused. */
  eventId?: string;
  /** The relay's address; by default the page's own origin, where the platform serves the relay too. */
  url?: string;
  /** Let socket.io reconnect by itself (1 s to 5 s, unlimited). Off when the relayConnection machine drives. */
  reconnection?: boolean;
  /** Reload the app (kill switch); defaults to `location.reload()`. */
  reload?: () => void;
  /** Sign this tab out (a newer login of the account happened elsewhere). */
  signOut?: (newerLoginId: string) => void;
  /** Runs `fn` after `ms`; defaults to setTimeout. Returns a cancel function. */
  schedule?: (fn: () => void, ms: number) => () => void;
}

type Handler<E extends keyof AppServerToClient> = AppServerToClient[E];

export interface AppSocketHandle {
  readonly socket: AppSocket;
  connect(): void;
  close(): void;
  /** Listen to one server event; returns the unsubscribe function. */
  subscribe<E extends keyof AppServerToClient>(event: E, handler: Handler<E>): () => void;
  onNotification(handler: (n: SocketNotification) => void): () => void;
  /** Join a room of the event ("lobby", a session...) and learn the address the relay sees. */
  join(room: string): Promise<{ ok: boolean; ip: string }>;
}

const defaultSchedule = (fn: () => void, ms: number) => {
  const t = setTimeout(fn, ms);
  return () => clearTimeout(t);
};

/** The relay's events whose payloads are decoded on arrival. */
const DECODED_EVENTS: Partial<Record<keyof AppServerToClient, Schema.Schema<unknown, unknown>>> = {
  instant_notification: SocketNotification as unknown as Schema.Schema<unknown, unknown>,
  game_leaderboard: Schema.Struct({ top: LeaderboardTop }) as unknown as Schema.Schema<unknown, unknown>,
  session_questions: QuestionsUpdate as unknown as Schema.Schema<unknown, unknown>,
  session_polls: SessionPollsUpdate as unknown as Schema.Schema<unknown, unknown>,
};

/** The app-level socket of one tab: typed with the relay contract, with the kill switch and dual login wired. */
export function createAppSocket(opts: AppSocketOptions): AppSocketHandle {
  const auth: RelayAuth = { token: opts.token, ...(opts.eventId ? { eventId: opts.eventId } : {}) };
  const socketOptions = {
    auth,
    autoConnect: false,
    transports: ['websocket', 'polling'],
    reconnection: opts.reconnection ?? true,
    reconnectionDelay: RELAY.RECONNECT_DELAY,
    reconnectionDelayMax: RELAY.RECONNECT_DELAY_MAX,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
  };
  const socket: AppSocket = opts.url ? io(opts.url, socketOptions) : io(socketOptions);
  const schedule = opts.schedule ?? defaultSchedule;
  const cancels = new Set<() => void>();

  socket.on('kill_switch', ({ delayMs }) => {
    const cancel = schedule(() => (opts.reload ?? (() => globalThis.location?.reload()))(), delayMs);
    cancels.add(cancel);
  });
  // The relay is shutting down: go to another one after the wait it chose (the machine reconnects when it drives).
  socket.on('relay_restart', ({ delayMs }) => {
    const cancel = schedule(() => {
      socket.disconnect();
      if (opts.reconnection ?? true) socket.connect();
    }, delayMs);
    cancels.add(cancel);
  });
  socket.on('dual_login', ({ loginId }) => {
    opts.signOut?.(loginId);
  });

  const subscribe = <E extends keyof AppServerToClient>(event: E, handler: Handler<E>) => {
    // socket.io-client's typed `on` cannot take a generic event name.
    const s = socket as unknown as {
      on(e: string, h: (...a: unknown[]) => void): void;
      off(e: string, h: (...a: unknown[]) => void): void;
    };
    const schema = DECODED_EVENTS[event];
    // The edge of the relay's events: a payload with a schema is decoded here, and one that does not decode is
    // dropped before any screen sees it.
    const h = (schema
      ? (raw: unknown) => {
          const decoded = Schema.decodeUnknownOption(schema)(raw);
          if (Option.isSome(decoded)) (handler as (payload: unknown) => void)(decoded.value);
        }
      : handler) as unknown as (...a: unknown[]) => void;
    s.on(event, h);
    return () => s.off(event, h);
  };

  return {
    socket,
    connect: () => socket.connect(),
    close() {
      for (const cancel of cancels) cancel();
      cancels.clear();
      socket.disconnect();
    },
    subscribe,
    onNotification: (handler) => subscribe('instant_notification', handler),
    join: (room) => socket.emitWithAck('join', { room }),
  };
}

/**
 * The relayConnection machine with its live actors: each attempt opens the app socket (socket.io's own
 * reconnection off, the machine's backoff instead), and while connected the socket's drops and dual-login
 * messages become machine events.
 */
export function startRelayConnection(opts: Omit<AppSocketOptions, 'reconnection'>) {
  let handle: AppSocketHandle | undefined;
  // Subscriptions outlive each attempt's socket: they are attached again to every new one.
  const listeners = new Set<{ event: keyof AppServerToClient; handler: never; off?: () => void }>();
  // Rooms the tab is in (a screen's room, such as the game's): entered again on every new socket.
  const rooms = new Map<string, number>();
  const enterRooms = (current: AppSocketHandle) => {
    for (const room of rooms.keys()) void current.join(room).catch(() => undefined);
  };
  const actor = createActor(
    relayConnectionMachine.provide({
      actors: {
        openSocket: fromPromise<void>(
          () =>
            new Promise<void>((resolve, reject) => {
              handle?.close();
              const current = createAppSocket({ ...opts, reconnection: false });
              handle = current;
              for (const l of listeners) l.off = current.subscribe(l.event, l.handler);
              current.socket.once('connect', () => {
                enterRooms(current);
                resolve();
              });
              current.socket.once('connect_error', (err: Error & { data?: { code?: string } }) =>
                reject({ code: err.data?.code ?? 'transport_error', message: err.message }),
              );
              current.connect();
            }),
        ),
        watchSocket: fromCallback<RelayConnectionEvent>(({ sendBack }) => {
          const socket = handle?.socket;
          if (!socket) return;
          const lost = () => sendBack({ type: 'RELAY.LOST' });
          const kicked = () => sendBack({ type: 'RELAY.DUAL_LOGIN' });
          socket.on('disconnect', lost);
          socket.on('dual_login', kicked);
          return () => {
            socket.off('disconnect', lost);
            socket.off('dual_login', kicked);
          };
        }),
      },
      actions: {
        closeSocket: () => {
          handle?.close();
        },
      },
    }),
    { inspect },
  );
  actor.start();
  actor.send({ type: 'RELAY.START' });
  return {
    actor,
    /** The socket of the current attempt, if any. */
    current: () => handle,
    subscribe<E extends keyof AppServerToClient>(event: E, handler: Handler<E>) {
      const entry = { event, handler: handler as never, off: handle?.subscribe(event, handler) };
      listeners.add(entry);
      return () => {
        entry.off?.();
        listeners.delete(entry);
      };
    },
    /**
     * Be in a room of the event while the returned function is not called (the relay keeps the socket in it
     * until it closes; its messages then have no listener). Entered now when connected, and on every reconnect.
     */
    enter(room: string) {
      rooms.set(room, (rooms.get(room) ?? 0) + 1);
      if (handle?.socket.connected) void handle.join(room).catch(() => undefined);
      return () => {
        const left = (rooms.get(room) ?? 1) - 1;
        if (left > 0) rooms.set(room, left);
        else rooms.delete(room);
      };
    },
    stop: () => actor.send({ type: 'RELAY.STOP' }),
  };
}
export type RelayLink = ReturnType<typeof startRelayConnection>;
