import type { EventEmitter } from 'node:events';
import type { Socket } from 'socket.io';
import { socketMemoryOf, type SocketMemory, type WithListenerTable } from './socketIoInternals';

/**
 * What a socket keeps once its handshake is checked, made small: a relay holds tens of thousands of them.
 *
 * Node's EventEmitter keeps its listeners in a null-prototype object literal, which V8 stores as a hash table
 * of about 280 bytes. The same listeners in an instance of `Listeners` (whose prototype has no prototype, so
 * `emit('toString')` still finds nothing) are an ordinary object of a few dozen bytes, with hidden classes
 * shared by every socket that has the same listeners. A connection has three emitters: the socket.io socket
 * (one per namespace), the engine.io connection and its transport.
 */
function ListenersFunction() {}
ListenersFunction.prototype = Object.create(null);
const Listeners = ListenersFunction as unknown as new () => object;

/** Moves an emitter's listeners into a compact object; further `on`/`off` work as before. */
export function compactListeners(emitter: EventEmitter | object) {
  const holder = emitter as WithListenerTable;
  const events = holder._events;
  if (!events || events instanceof Listeners) return;
  holder._events = Object.assign(new Listeners(), events);
}

/**
 * An array that once had an element pushed keeps room for 17 (152 bytes) after; a copy holds just its elements.
 * socket.io's decoder keeps its listeners in such arrays, engine.io its clean-ups of the transport.
 */
function trimListenerArrays(callbacks: Record<string, unknown> | undefined) {
  if (!callbacks) return;
  for (const key of Object.keys(callbacks)) {
    const value = callbacks[key];
    if (Array.isArray(value)) callbacks[key] = value.slice();
  }
}

/**
 * socket.io gives every socket a Map (about 180 bytes) for the acknowledgements it waits for from its client;
 * most relay sockets never wait for one. This stands in for it until the first, then hands over to a Map.
 * socket.io calls only `set`, `get` and `delete` on it.
 */
class AcksUntilFirst {
  constructor(private readonly socket: SocketMemory) {}
  get(_id: number): undefined {
    return undefined;
  }
  has(_id: number) {
    return false;
  }
  delete(_id: number) {
    return false;
  }
  set(id: number, ack: unknown) {
    const acks = new Map([[id, ack]]);
    this.socket.acks = acks;
    return acks;
  }
}

/** One frozen empty object shared by every trimmed handshake for its token, headers and query. */
const NOTHING: Record<string, never> = Object.freeze({});

type MutableHandshake = { -readonly [K in keyof Socket['handshake']]: Socket['handshake'][K] };

/**
 * After the token is checked: the claims and the client's address are in `socket.data`, so the handshake
 * keeps only what is small (the token itself, about 0.3 KB, and the headers would be a copy per socket), and
 * the socket's, connection's and transport's listeners move into compact objects (socket.io and engine.io: CHECKED_AGAINST in socketIoInternals.ts).
 */
export function compactSocket(socket: Socket) {
  const h = socket.handshake as MutableHandshake;
  h.auth = NOTHING;
  h.headers = NOTHING as MutableHandshake['headers'];
  h.query = NOTHING as MutableHandshake['query'];
  h.time = '';
  h.url = '';
  compactListeners(socket);
  compactListeners(socket.conn);
  compactListeners(socket.conn.transport);
  const internals = socketMemoryOf(socket);
  if (internals.acks instanceof Map && internals.acks.size === 0)
    internals.acks = new AcksUntilFirst(internals);
  trimListenerArrays(internals.client.decoder?._callbacks);
  if (internals.conn.cleanupFn) internals.conn.cleanupFn = internals.conn.cleanupFn.slice();
}
