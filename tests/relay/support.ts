import { randomBytes, randomUUID } from 'node:crypto';
import { createServer as createNetServer } from 'node:net';
import pino from 'pino';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { createRelay, type RelayOptions, type RelayTransport } from '../../relay/app';
import type { LoginCheck } from '../../relay/logins';
import { createTokenVerifier } from '../../relay/verifyToken';
import { createVideoTokens } from '../../relay/videoTokens';
import type { ChatHooks } from '../../schemas/chatSocket';
import type { AppClientToServer, AppServerToClient, RelayAuth } from '../../schemas/relay';
import { createTokens } from '../../server/areas/auth/tokens';

export const TRANSPORTS: RelayTransport[] = ['uws', 'node-http'];

export type AppClient = ClientSocket<AppServerToClient, AppClientToServer>;

export interface Person {
  uuid?: string;
  eventId?: string;
  loginId?: string;
  exempt?: boolean;
  isAdmin?: boolean;
  /** When the token is issued (defaults to now). */
  at?: number;
}

/** A relay on port 0 with sign-in tokens made by the API's own token code, and clients that close with it. */
export async function startRelay(
  transport: RelayTransport,
  opts: RelayOptions = {},
  extra: {
    random?: () => number;
    clock?: { now(): number };
    secret?: Uint8Array;
    port?: number;
    chat?: ChatHooks;
    isLoginActive?: LoginCheck;
    /** Without video tokens (video rooms unavailable). */
    noVideo?: boolean;
  } = {},
) {
  const secret = extra.secret ?? randomBytes(32);
  const relay = createRelay(
    {
      verifyToken: createTokenVerifier(secret),
      ...(extra.noVideo ? {} : { videoTokens: createVideoTokens(secret) }),
      logger: pino({ level: 'silent' }),
      ...(extra.random ? { random: extra.random } : {}),
      ...(extra.clock ? { clock: extra.clock } : {}),
      ...(extra.chat ? { chat: extra.chat } : {}),
      ...(extra.isLoginActive ? { isLoginActive: extra.isLoginActive } : {}),
    },
    { forceNodeHttp: transport === 'node-http', drainMs: 0, presenceTickMs: 100, ...opts },
  );
  const port = await relay.listen(extra.port ?? 0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  const clients: ClientSocket[] = [];

  const token = (p: Person = {}) => {
    const at = p.at ?? Date.now();
    return createTokens(secret, { now: () => at }).session({
      uuid: p.uuid ?? randomUUID(),
      eventId: p.eventId ?? 'event-a',
      loginId: p.loginId ?? randomUUID(),
      exempt: p.exempt ?? false,
      isAdmin: p.isAdmin ?? false,
    });
  };

  /** A client that is not connected yet: the test attaches listeners, then calls connect(). */
  const client = <S = AppClient>(
    auth: Partial<RelayAuth> | undefined,
    options: {
      namespace?: string;
      transports?: ('websocket' | 'polling')[];
      headers?: Record<string, string>;
    } = {},
  ): S => {
    const socket = connectClient(`${url}${options.namespace ?? '/'}`, {
      autoConnect: false,
      reconnection: false,
      forceNew: true,
      transports: options.transports ?? ['websocket'],
      ...(auth ? { auth } : {}),
      ...(options.headers ? { extraHeaders: options.headers } : {}),
    });
    clients.push(socket);
    return socket as unknown as S;
  };

  /** Connects and resolves once the handshake is accepted. */
  const connected = async <S extends ClientSocket = AppClient>(
    auth: Partial<RelayAuth> | undefined,
    options: Parameters<typeof client>[1] = {},
  ): Promise<S> => {
    const socket = client<S>(auth, options);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
      socket.connect();
    });
    return socket;
  };

  /** Connects and resolves with the refusal the relay gave. */
  const refused = (auth: Partial<RelayAuth> | undefined, options: Parameters<typeof client>[1] = {}) => {
    const socket = client(auth, options);
    return new Promise<Error & { data?: { code?: string } }>((resolve, reject) => {
      socket.once('connect', () => reject(new Error('connected although it should be refused')));
      socket.once('connect_error', resolve);
      socket.connect();
    });
  };

  return {
    relay,
    port,
    url,
    secret,
    token,
    client,
    connected,
    refused,
    async close() {
      for (const c of clients) c.disconnect();
      await relay.close();
    },
  };
}

/** Resolves with the next `event` on `socket`, or fails after `ms`. */
export function next<T>(
  socket: { once(ev: string, cb: (arg: T) => void): unknown },
  event: string,
  ms = 3000,
) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (arg: T) => {
      clearTimeout(timer);
      resolve(arg);
    });
  });
}

/** Collects every `event` on `socket` so a test can assert that something did NOT arrive. */
export function collect<T>(socket: { on(ev: string, cb: (arg: T) => void): unknown }, event: string) {
  const got: T[] = [];
  socket.on(event, (arg: T) => got.push(arg));
  return got;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once `condition()` holds (checked every 10 ms), or fails after `ms` naming what it waited for. */
export async function until(condition: () => boolean | Promise<boolean>, ms = 3000, what = 'the condition') {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not hold within ${ms} ms`);
    await sleep(10);
  }
}

/** Open connections of the relay at `url`, as its /health reports them. */
export async function connections(url: string) {
  const res = await fetch(`${url}/health`);
  return ((await res.json()) as { connections: number }).connections;
}

/** Whether a server could listen on `port` of 127.0.0.1 now. */
export function portIsFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = createNetServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * Resolves once the relay answered a request of this app socket: every message the relay sent the socket
 * before has arrived by then (one connection delivers in order). A test asserts that something did NOT
 * arrive after this, not after a fixed wait.
 */
export async function caughtUp(socket: AppClient) {
  await socket.emitWithAck('join', { room: '' });
}

/** Cuts a websocket client's connection without a goodbye, as a browser that loses its network does. */
export function dropAbruptly(socket: ClientSocket) {
  const engine = socket.io.engine as unknown as { transport: { ws?: { terminate(): void } } };
  engine.transport.ws?.terminate();
}
