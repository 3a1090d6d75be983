import type { Adapter, BroadcastOptions, Room, SocketId } from 'socket.io-adapter';
import type { Server } from 'socket.io';
import type { TemplatedApp } from 'uWebSockets.js';
import {
  type AdapterInternals,
  type FastPublishSocket as SocketLike,
  socketIoAdapterModules,
} from './socketIoInternals';

/**
 * socket.io's `attachApp` makes `io.emit` and `io.to(room).emit` one uWS publish by patching the shared
 * `Adapter.prototype` with a closure over the LAST attached app. With several servers in one process (a
 * uWS relay and a node-http relay, or two relay nodes in a test) broadcasts would then go to the wrong app or
 * skip websocket clients. This module installs the same fast path keyed by each server's own app instead:
 * servers without an app (node-http) use the unpatched methods.
 */

const SEPARATOR = '\x1f';
const APP = Symbol.for('relay.uwsApp');
const ORIGINALS = Symbol.for('relay.adapterOriginals');

const appOf = (adapter: AdapterInternals): TemplatedApp | undefined =>
  (adapter.nsp.server as { [APP]?: TemplatedApp })[APP];

// How many of a server's connections are not (yet) on websocket: a broadcast's uWS publish reaches all the
// others, so it walks the room's sockets only when there are some.
const NOT_ON_WEBSOCKET = Symbol.for('relay.notOnWebsocket');
const notOnWebsocket = (adapter: AdapterInternals) =>
  (adapter.nsp.server as { [NOT_ON_WEBSOCKET]?: { count: number } })[NOT_ON_WEBSOCKET]?.count ?? 1;

interface EngineConnection {
  transport: { name: string };
  once(event: 'upgrade' | 'close', cb: () => void): void;
}
function countConnectionsNotOnWebsocket(io: Server) {
  const counter = { count: 0 };
  (io as unknown as { [NOT_ON_WEBSOCKET]?: { count: number } })[NOT_ON_WEBSOCKET] = counter;
  io.engine.on('connection', (conn: EngineConnection) => {
    if (conn.transport.name === 'websocket') return;
    counter.count += 1;
    let counted = true;
    const uncount = () => {
      if (counted) counter.count -= 1;
      counted = false;
    };
    conn.once('upgrade', uncount);
    conn.once('close', uncount);
  });
}

function socketOf(adapter: AdapterInternals, id: SocketId) {
  return adapter.nsp.sockets.get(id) ?? adapter.nsp._preConnectSockets?.get(id);
}

/** Which rooms become uWS topics; a room that is not one is broadcast to by socket.io's write per socket. */
export type FastRoom = (room: Room) => boolean;
const FAST_ROOM = Symbol.for('relay.fastRoom');
const fastRoomOf = (adapter: AdapterInternals): FastRoom =>
  (adapter.nsp.server as { [FAST_ROOM]?: FastRoom })[FAST_ROOM] ?? (() => true);

// Namespace-wide broadcasts (no room) are written per socket: the relay always addresses rooms, and a topic
// of the whole namespace would cost every socket a subscription.
function subscribe(nspName: string, socket: SocketLike, rooms: Iterable<Room>, fastRoom: FastRoom) {
  const ws = socket.conn.transport.socket;
  if (!ws) return;
  for (const room of rooms) if (fastRoom(room)) ws.subscribe(`${nspName}${SEPARATOR}${String(room)}`);
}

/**
 * Undoes socket.io's own global patch (its module keeps the original methods) and installs ours. Only rooms
 * for which `fastRoom` is true become uWS topics: a room of one socket or one user (the socket's own id room,
 * user and login rooms) would cost a topic per socket in uWS's memory for broadcasts that reach a handful of
 * sockets, which socket.io's write per socket serves as well.
 */
export function installFastPublish(io: Server, app: TemplatedApp, fastRoom: FastRoom = () => true) {
  const { Adapter, restoreAdapter } = socketIoAdapterModules();
  restoreAdapter();
  (io as unknown as { [APP]?: TemplatedApp })[APP] = app;
  (io as unknown as { [FAST_ROOM]?: FastRoom })[FAST_ROOM] = fastRoom;
  countConnectionsNotOnWebsocket(io);

  const proto = Adapter.prototype as unknown as Record<string, unknown>;
  const { addAll, del, broadcast } = Adapter.prototype;
  // socket.io's restoreAdapter does not know these two: keep their originals once, so that each server attached
  // in this process installs the same single wrapper.
  const originals = proto as { [ORIGINALS]?: Pick<AdapterInternals, 'apply' | 'computeExceptSids'> };
  const unpatched = Adapter.prototype as unknown as AdapterInternals;
  originals[ORIGINALS] ??= { apply: unpatched.apply, computeExceptSids: unpatched.computeExceptSids };
  const { apply, computeExceptSids } = originals[ORIGINALS];

  // A socket's own room (its id) is not stored: a Set and two map entries per socket for a room of one. The
  // room still works: a broadcast to a local socket's id reaches it (a RemoteSocket's emit from another
  // node), and `except` of an id (socket.to) spares it.
  const isOwnRoom = (adapter: AdapterInternals, room: Room) =>
    !adapter.rooms.has(room) && adapter.nsp.sockets.has(room as SocketId);

  proto.computeExceptSids = function (this: AdapterInternals, except?: Set<Room>) {
    const sids = computeExceptSids.call(this, except);
    if (appOf(this) && except)
      for (const room of except) if (isOwnRoom(this, room)) sids.add(room as SocketId);
    return sids;
  };

  proto.apply = function (this: AdapterInternals, opts: BroadcastOptions, cb: (socket: SocketLike) => void) {
    const own = appOf(this) ? [...opts.rooms].filter((room) => isOwnRoom(this, room)) : [];
    if (own.length === 0) return apply.call(this, opts, cb);
    const except = this.computeExceptSids(opts.except);
    const reached = new Set<Room>(opts.except);
    for (const id of own) {
      const socket = this.nsp.sockets.get(id as SocketId);
      if (!socket || except.has(id as SocketId)) continue;
      cb(socket);
      reached.add(id);
    }
    const rest = new Set([...opts.rooms].filter((room) => !own.includes(room)));
    if (rest.size > 0) apply.call(this, { ...opts, rooms: rest, except: reached }, cb);
  };

  proto.addAll = function (this: AdapterInternals, id: SocketId, joined: Set<Room>) {
    const isNew = !this.sids.has(id);
    const rooms = appOf(this) && joined.has(id) ? new Set([...joined].filter((room) => room !== id)) : joined;
    addAll.call(this as unknown as Adapter, id, rooms);
    if (!appOf(this)) return;
    const socket = socketOf(this, id);
    if (!socket) return;
    const fast = fastRoomOf(this);
    if (socket.conn.transport.name === 'websocket') {
      subscribe(this.nsp.name, socket, rooms, fast);
    } else if (isNew) {
      socket.conn.on('upgrade', () => {
        const current = this.sids.get(id);
        if (current) subscribe(this.nsp.name, socket, current, fast);
      });
    }
  };

  proto.del = function (this: AdapterInternals, id: SocketId, room: Room) {
    del.call(this as unknown as Adapter, id, room);
    if (!appOf(this)) return;
    const socket = socketOf(this, id);
    if (!fastRoomOf(this)(room)) return;
    const ws = socket?.conn.transport.name === 'websocket' ? socket.conn.transport.socket : undefined;
    ws?.unsubscribe(`${this.nsp.name}${SEPARATOR}${String(room)}`);
  };

  proto.broadcast = function (this: AdapterInternals, packet: { nsp: string }, opts: BroadcastOptions) {
    const target = appOf(this);
    const only = opts.rooms.size === 1 ? (opts.rooms.keys().next().value as Room) : undefined;
    if (!target || opts.rooms.size !== 1 || (opts.except?.size ?? 0) > 0 || !fastRoomOf(this)(only as Room)) {
      broadcast.call(this as unknown as Adapter, packet, opts);
      return;
    }
    const flags = opts.flags ?? {};
    packet.nsp = this.nsp.name;
    const encoded = this.encoder.encode(packet);
    const topic = `${this.nsp.name}${SEPARATOR}${String(only)}`;
    for (const p of encoded) {
      const binary = typeof p !== 'string';
      target.publish(topic, binary ? p : `4${p}`, binary);
    }
    if (notOnWebsocket(this) === 0) return;
    this.apply(opts, (socket) => {
      if (socket.conn.transport.name !== 'websocket') {
        socket.client.writeToEngine(encoded, {
          preEncoded: true,
          volatile: flags.volatile,
          compress: flags.compress,
        });
      }
    });
  };
}
