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
  connect(): void;
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
