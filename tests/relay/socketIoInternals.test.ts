import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RedisAdapter } from '@socket.io/redis-adapter';
import { Server, Socket } from 'socket.io';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import * as uWS from 'uWebSockets.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKED_AGAINST,
  namespacesOf,
  socketIoAdapterModules,
  socketIoPacketHandler,
} from '../../relay/socketIoInternals';
import { uwsNativeLoaded } from '../../relay/transport';

/**
 * Every private part of socket.io, engine.io and their adapters that the relay relies on
 * (relay/socketIoInternals.ts), checked in the installed versions. A failure names the patch an upgrade broke:
 * read that patch's comment, then change the patch or pin the package.
 */

const require = createRequire(import.meta.url);
/** The version socket.io itself loads (its dependencies resolved from its own folder). */
function installed(name: string) {
  const socketIoDir = dirname(require.resolve('socket.io'));
  let dir = dirname(require.resolve(name, { paths: [socketIoDir] }));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version: string };
      if (pkg.name === name) return pkg.version;
    }
    if (dirname(dir) === dir) throw new Error(`no package.json of ${name}`);
    dir = dirname(dir);
  }
}

type Loose = Record<string, unknown>;
const field = (owner: unknown, name: string) => (owner as Loose)[name];
const kindOf = (value: unknown) =>
  value === null ? 'null' : value instanceof Map ? 'Map' : Array.isArray(value) ? 'array' : typeof value;

/** Asserts `owner[name]` is of `kind`, with a message naming the patch that reads it. */
function expectField(patch: string, owner: unknown, name: string, ...kinds: string[]) {
  const kind = kindOf(field(owner, name));
  expect(kinds, `${patch}: expected \`${name}\` to be ${kinds.join(' or ')}, found ${kind}`).toContain(kind);
}

describe('the versions the patches were checked against', () => {
  it.each(Object.entries(CHECKED_AGAINST))('%s is the checked version', (name, version) => {
    expect(
      installed(name),
      `${name} changed version: re-check the patches of relay/socketIoInternals.ts against it, then update CHECKED_AGAINST`,
    ).toBe(version);
  });
});

describe('socket.io internals on a live connection', () => {
  let io: Server;
  let client: ClientSocket;
  let socket: Socket;

  beforeAll(async () => {
    const http = createServer();
    io = new Server(http, { pingInterval: 60_000 });
    const connected = new Promise<Socket>((resolve) => io.on('connection', resolve));
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    const { port } = http.address() as AddressInfo;
    client = connectClient(`http://127.0.0.1:${port}`, { transports: ['websocket'], forceNew: true });
    socket = await connected;
  });
  afterAll(() => {
    client.disconnect();
    io.close();
  });

  it('Server._nsps lists the namespaces (namespacesOf: login sign-out, room count, relay_restart)', () => {
    expectField('namespacesOf', io, '_nsps', 'Map');
    expect([...namespacesOf(io).keys()], 'namespacesOf: `_nsps` is keyed by namespace name').toContain('/');
  });

  it('EventEmitter `_events` holds the listeners of the socket, its connection and transport (compactSocket)', () => {
    for (const [name, emitter] of [
      ['socket', socket],
      ['engine connection', socket.conn],
      ['engine transport', socket.conn.transport],
    ] as const) {
      expectField(`compactSocket (${name})`, emitter, '_events', 'object');
    }
  });

  it('Socket.acks is a Map of pending acknowledgements (compactSocket: AcksUntilFirst)', () => {
    expectField('compactSocket acks', socket, 'acks', 'Map');
  });

  it("the decoder's `_callbacks` and the connection's `cleanupFn` hold arrays (compactSocket)", () => {
    const decoder = field(field(socket, 'client'), 'decoder');
    expectField('compactSocket decoder listeners', decoder, '_callbacks', 'object');
    expectField('compactSocket transport clean-ups', socket.conn, 'cleanupFn', 'array');
  });

  it('Socket.prototype._onpacket handles client packets (socketLimits: event allowance)', () => {
    expect(typeof socketIoPacketHandler, 'socketLimits: Socket.prototype._onpacket is gone').toBe('function');
    expect(field(Socket.prototype, '_onpacket')).toBe(socketIoPacketHandler);
  });

  it('the engine connection keeps its request and remote address (handshake: keepClientIp)', () => {
    // The relay drops `request` on `connection`; this bare server keeps it.
    expectField('keepClientIp', socket.conn, 'request', 'object');
    expectField('keepClientIp', socket.conn, 'remoteAddress', 'string');
  });

  it("engine.io's ping timer fields and methods are there (heartbeat)", () => {
    const conn = socket.conn;
    expectField('heartbeat', conn, 'readyState', 'string');
    expectField('heartbeat', conn, 'pingIntervalTimer', 'object');
    expectField('heartbeat', conn, 'hasRefreshedPingTimeout', 'boolean');
    expectField('heartbeat', conn, 'writeBuffer', 'array');
    expectField('heartbeat', conn, 'sendPacket', 'function');
    expectField('heartbeat', conn, 'resetPingTimeout', 'function');
    expectField('heartbeat', conn.transport, 'writable', 'boolean');
    expectField('heartbeat (raw websocket)', field(conn.transport, 'socket'), 'send', 'function');
    expectField('heartbeat', field(io.engine, 'opts'), 'pingInterval', 'number');
  });

  it("a namespace's adapter and sockets have what the uWS fast path reads (uwsFastPublish)", () => {
    const nsp = io.of('/');
    expectField('uwsFastPublish', nsp, '_preConnectSockets', 'Map');
    expectField('uwsFastPublish', nsp.adapter, 'sids', 'Map');
    expectField('uwsFastPublish', nsp.adapter, 'rooms', 'Map');
    expectField('uwsFastPublish', field(nsp.adapter, 'encoder'), 'encode', 'function');
    expectField('uwsFastPublish', field(socket, 'client'), 'writeToEngine', 'function');
  });
});

describe("socket.io-adapter's Adapter and socket.io's uws.js (uwsFastPublish)", () => {
  it('the Adapter that socket.io loaded has the methods the fast path wraps', () => {
    const { Adapter, restoreAdapter } = socketIoAdapterModules();
    expect(typeof restoreAdapter, "uwsFastPublish: socket.io's uws.js has no restoreAdapter").toBe(
      'function',
    );
    for (const method of ['addAll', 'del', 'broadcast', 'apply', 'computeExceptSids']) {
      expectField('uwsFastPublish (Adapter.prototype)', Adapter.prototype, method, 'function');
    }
  });

  it.runIf(uwsNativeLoaded())('attachApp patches the Adapter prototype, which restoreAdapter undoes', () => {
    const { Adapter, restoreAdapter } = socketIoAdapterModules();
    const original = Adapter.prototype.broadcast;
    const io = new Server();
    io.attachApp(uWS.App());
    expect(
      Adapter.prototype.broadcast,
      "uwsFastPublish: socket.io's attachApp no longer patches Adapter.prototype.broadcast",
    ).not.toBe(original);
    restoreAdapter();
    expect(Adapter.prototype.broadcast, 'uwsFastPublish: restoreAdapter no longer restores').toBe(original);
    io.close();
  });
});

describe("the Redis adapter's hasRoom (redisNodes: knowSocketIdRooms)", () => {
  it('is a method its message handler asks before delivering a broadcast from another node', () => {
    expectField('knowSocketIdRooms', RedisAdapter.prototype, 'hasRoom', 'function');
    const onmessage = String(field(RedisAdapter.prototype, 'onmessage'));
    expect(onmessage, 'knowSocketIdRooms: RedisAdapter.onmessage no longer asks this.hasRoom').toContain(
      'this.hasRoom(',
    );
  });
});
