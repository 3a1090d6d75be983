import type { Logger } from 'pino';
import type { Server, Socket } from 'socket.io';
import type { SignedInClaims } from '../schemas/authToken';
import type { RelayAuth, RelayRefusal, RelaySocketData } from '../schemas/relay';
import { compactSocket } from './compactSocket';
import type { sharedLoginCheck } from './logins';
import { socketDataOf } from './socketData';
import { type EngineConnection, engineConnectionOf } from './socketIoInternals';

/** A refusal the client reads from `connect_error`'s `data.code`. */
class Refusal extends Error {
  readonly data: { code: RelayRefusal };
  constructor(code: RelayRefusal) {
    super(code);
    this.data = { code };
  }
}

/** The address without IPv4-mapped IPv6's prefix; empty for a connection that closed before its handshake. */
const stripMapped = (ip: string | undefined) =>
  ip === undefined ? '' : ip.startsWith('::ffff:') ? ip.slice(7) : ip;

/**
 * The client's address, kept on the engine connection; the http request itself is dropped to save memory.
 * With `trustProxy`, the last x-forwarded-for entry: one trusted proxy appends the address it saw (earlier
 * entries are the client's to write).
 */
export function keepClientIp(io: Server, trustProxy: boolean) {
  io.engine.on('connection', (raw: EngineConnection) => {
    const req = raw.request as { headers?: Record<string, string | string[] | undefined> } | null;
    const forwarded = req?.headers?.['x-forwarded-for'];
    const last = (Array.isArray(forwarded) ? forwarded.at(-1) : forwarded)?.split(',').at(-1)?.trim();
    raw.clientIp = stripMapped(trustProxy && last ? last : raw.remoteAddress);
    raw.request = null;
  });
}

/**
 * One copy of each event's id and room name instead of one per socket (they come from verified tokens, so
 * there are as many as events).
 */
export function sharedStrings() {
  const known = new Map<string, string>();
  return (value: string) => {
    const copy = known.get(value);
    if (copy !== undefined) return copy;
    known.set(value, value);
    return value;
  };
}

export interface HandshakeDeps {
  verifyToken(token: string): Promise<SignedInClaims>;
  loginCheck: ReturnType<typeof sharedLoginCheck> | undefined;
  shared: (value: string) => string;
  log: Logger;
}

/**
 * Namespace middleware: a valid sign-in token of a login that has not ended, of the event the client names
 * (if any). The socket's data is then made from the claims and the socket made compact.
 */
export function handshake({ verifyToken, loginCheck, shared, log }: HandshakeDeps) {
  return (socket: Socket<object, object, object, RelaySocketData>, next: (err?: Error) => void) => {
    const auth = (socket.handshake.auth ?? {}) as Partial<RelayAuth>;
    if (typeof auth.token !== 'string' || auth.token === '') return next(new Refusal('no_token'));
    verifyToken(auth.token).then(
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
        const conn = engineConnectionOf(socket);
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
}
