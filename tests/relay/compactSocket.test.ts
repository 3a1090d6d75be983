import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { compactListeners, compactSocket } from '../../relay/compactSocket';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('compactListeners', () => {
  it('keeps on, once, off and emit working, and finds no listener for inherited names', () => {
    const emitter = new EventEmitter();
    const seen: string[] = [];
    emitter.on('data', (x: string) => seen.push(`a:${x}`));
    compactListeners(emitter);
    emitter.on('data', (x: string) => seen.push(`b:${x}`));
    emitter.once('close', () => seen.push('closed'));
    const off = () => seen.push('never');
    emitter.on('error', off);
    emitter.off('error', off);

    emitter.emit('data', '1');
    emitter.emit('close');
    emitter.emit('close');
    expect(seen).toEqual(['a:1', 'b:1', 'closed']);
    expect(emitter.emit('toString')).toBe(false);
    expect(emitter.emit('constructor')).toBe(false);
    expect(emitter.eventNames()).toEqual(['data']);
  });

  it('is idempotent', () => {
    const emitter = new EventEmitter();
    emitter.on('x', () => {});
    compactListeners(emitter);
    const once = (emitter as unknown as { _events: object })._events;
    compactListeners(emitter);
    expect((emitter as unknown as { _events: object })._events).toBe(once);
  });
});

describe('compactSocket on a real socket.io server', () => {
  const closers: (() => void)[] = [];
  afterEach(() => {
    for (const close of closers.splice(0)) close();
  });

  async function start(onConnection: (socket: Socket) => void) {
    const http = createServer();
    const io = new Server(http);
    io.use((socket, next) => {
      compactSocket(socket);
      next();
    });
    io.on('connection', onConnection);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const clients: ClientSocket[] = [];
    closers.push(() => {
      for (const c of clients) c.disconnect();
      io.close();
      http.closeAllConnections();
    });
    const client = () => {
      const c = connectClient(url, {
        transports: ['websocket'],
        auth: { token: 'secret' },
        query: { q: '1' },
      });
      clients.push(c);
      return c;
    };
    return { client };
  }

  it('drops the token, headers and query, and keeps events, acknowledgements and disconnects working', async () => {
    const connected = deferred<Socket>();
    const disconnected = deferred<string>();
    const { client } = await start((socket) => {
      socket.on('echo', (text: string, ack: (reply: string) => void) => ack(`echo ${text}`));
      socket.on('disconnect', (reason) => disconnected.resolve(reason));
      connected.resolve(socket);
    });
    const c = client();
    c.on('ask', (n: number, ack: (reply: number) => void) => ack(n * 2));
    const socket = await connected.promise;

    expect(await c.emitWithAck('echo', 'hi')).toBe('echo hi');
    // Acknowledgements the server waits for: the first replaces the stand-in with a Map.
    expect(await socket.timeout(2000).emitWithAck('ask', 2)).toBe(4);
    expect(await socket.timeout(2000).emitWithAck('ask', 5)).toBe(10);
    expect(socket.handshake.auth).toEqual({});
    expect(socket.handshake.headers).toEqual({});
    expect(socket.handshake.query).toEqual({});

    c.disconnect();
    expect(await disconnected.promise).toBe('client namespace disconnect');
  });
});
