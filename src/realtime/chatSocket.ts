import { io, type Socket } from 'socket.io-client';
import type { ChatAck, ChatClientToServer, ChatServerToClient } from '../../schemas/chatSocket';
import { RELAY } from '../../schemas/constants';
import type { RelayAuth } from '../../schemas/relay';

export type ChatSocket = Socket<ChatServerToClient, ChatClientToServer>;

/** The reply a chat request gets in its ack. */
export type ChatReply<E extends keyof ChatClientToServer> = Parameters<
  NonNullable<Parameters<ChatClientToServer[E]>[1]>
>[0];

export interface ChatSocketOptions {
  token: string;
  eventId?: string;
  /** The relay's address; by default the page's own origin. */
  url?: string;
  /** How long a request waits for its ack before it is answered `internal` (ms); 10 s by default. */
  timeoutMs?: number;
}

export interface ChatSocketHandle {
  readonly socket: ChatSocket;
  /** Listens on the socket until close(). */
  on: ChatSocket['on'];
  /** Connects; on a socket that is connected already, this handle's `connect` listeners run at once. */
  connect(): void;
  /** Removes this handle's listeners and lets go of the socket. */
  close(): void;
  /** Sends a chat request and resolves with the relay's ack; a lost or late ack becomes an `internal` error. */
  request<E extends keyof ChatClientToServer>(
    event: E,
    payload: Parameters<ChatClientToServer[E]>[0],
  ): Promise<ChatReply<E>>;
}

/** The chat socket of one tab ("/chat"), typed with the relay contract, reconnecting 1 s to 5 s. */
export function createChatSocket(opts: ChatSocketOptions): ChatSocketHandle {
  const auth: RelayAuth = { token: opts.token, ...(opts.eventId ? { eventId: opts.eventId } : {}) };
  const socketOptions = {
    auth,
    autoConnect: false,
    transports: ['websocket', 'polling'],
    reconnectionDelay: RELAY.RECONNECT_DELAY,
    reconnectionDelayMax: RELAY.RECONNECT_DELAY_MAX,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
  };
  const socket: ChatSocket = opts.url ? io(`${opts.url}/chat`, socketOptions) : io('/chat', socketOptions);
  const timeoutMs = opts.timeoutMs ?? 10_000;
  return {
    socket,
    on: socket.on.bind(socket),
    connect: () => socket.connect(),
    close: () => socket.disconnect(),
    async request(event, payload) {
      // socket.io-client's typed emitWithAck cannot take a generic event name.
      const s = socket.timeout(timeoutMs) as unknown as {
        emitWithAck(e: string, p: unknown): Promise<unknown>;
      };
      try {
        return (await s.emitWithAck(event, payload)) as ChatReply<typeof event>;
      } catch {
        const lost: ChatAck = {
          ok: false,
          error: { code: 'internal', message: 'The relay did not answer in time' },
        };
        return lost as ChatReply<typeof event>;
      }
    },
  };
}

/** The tab's chat sockets, one per sign-in and relay, with how many handles hold each. */
const tabSockets = new Map<string, { handle: ChatSocketHandle; holders: number }>();

/**
 * The one chat socket of this tab for the sign-in: chat and calls each hold a handle on the same connection,
 * with their own listeners; the connection closes when the last handle closes.
 */
export function tabChatSocket(opts: ChatSocketOptions): ChatSocketHandle {
  const key = JSON.stringify([opts.token, opts.eventId ?? '', opts.url ?? '', opts.timeoutMs ?? 0]);
  let entry = tabSockets.get(key);
  if (!entry) {
    entry = { handle: createChatSocket(opts), holders: 0 };
    tabSockets.set(key, entry);
  }
  entry.holders += 1;
  const shared = entry;
  const { socket } = shared.handle;
  const own: [string, (...args: never[]) => void][] = [];
  let closed = false;
  const on = ((event: string, listener: (...args: never[]) => void) => {
    own.push([event, listener]);
    return (socket.on as (e: string, l: (...args: never[]) => void) => ChatSocket)(event, listener);
  }) as ChatSocket['on'];
  return {
    socket,
    on,
    connect() {
      if (closed) return;
      if (socket.connected) {
        // The other holder connected it: this holder's connect listeners have not heard of it.
        queueMicrotask(() => {
          if (closed || !socket.connected) return;
          for (const [event, listener] of own) if (event === 'connect') (listener as () => void)();
        });
      } else if (!socket.active) socket.connect();
    },
    close() {
      if (closed) return;
      closed = true;
      for (const [event, listener] of own.splice(0)) socket.off(event as 'connect', listener as () => void);
      shared.holders -= 1;
      if (shared.holders === 0) {
        tabSockets.delete(key);
        shared.handle.close();
      }
    },
    request: (event, payload) => shared.handle.request(event, payload),
  };
}
