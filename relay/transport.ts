import { createRequire } from 'node:module';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Server } from 'socket.io';
import type * as UWS from 'uWebSockets.js';
import { isSharedRoom } from '../schemas/relay';
import { type FetchHandler, nodeHandler, uwsHandler } from './httpBridge';
import { installFastPublish } from './uwsFastPublish';

export type RelayTransport = 'uws' | 'node-http';

// Loaded through require: a native addon has no named exports that Node's ESM loader could see.
const uWS = createRequire(import.meta.url)('uWebSockets.js') as typeof UWS;

/** The native binary loaded (the package silently falls back to a JS copy on which attachApp fails). */
export const uwsNativeLoaded = () => typeof (uWS as { getParts?: unknown }).getParts === 'function';

/** uWebSockets.js when its native binary loaded and node:http is not forced; node:http otherwise. */
export function chooseTransport(forceNodeHttp: boolean | undefined, log: Logger): RelayTransport {
  const transport: RelayTransport = !forceNodeHttp && uwsNativeLoaded() ? 'uws' : 'node-http';
  if (transport === 'node-http') {
    log.warn(
      forceNodeHttp
        ? 'relay on node:http (forced)'
        : 'uWebSockets.js native binary not loaded for this Node; relay on node:http',
    );
  }
  return transport;
}

/**
 * The server the sockets and the HTTP requests arrive on: a uWebSockets.js app (socket.io's `attachApp`, with
 * the relay's fast publish to rooms many sockets share) or Node's http server.
 */
export function attachTransport(
  transport: RelayTransport,
  io: Server,
  fetchHandler: FetchHandler,
  log: Logger,
) {
  const onBridgeError = (err: unknown) => log.error({ err }, 'http handler failed');
  let uwsApp: UWS.TemplatedApp | undefined;
  let listenSocket: UWS.us_listen_socket | undefined;
  let httpServer: HttpServer | undefined;

  if (transport === 'uws') {
    uwsApp = uWS.App();
    io.attachApp(uwsApp);
    // Rooms that many sockets share (the event, event rooms, presence rooms) are uWS topics.
    installFastPublish(io, uwsApp, (room) => isSharedRoom(String(room)));
    uwsApp.any('/*', uwsHandler(fetchHandler, onBridgeError));
  } else {
    httpServer = createServer(nodeHandler(fetchHandler, onBridgeError));
    io.attach(httpServer);
  }

  return {
    listen(port: number, host: string) {
      return new Promise<number>((resolve, reject) => {
        if (uwsApp) {
          uwsApp.listen(host, port, (token) => {
            if (!token) return reject(new Error(`relay could not listen on ${host}:${port}`));
            listenSocket = token;
            const bound = uWS.us_socket_local_port(token);
            log.info({ port: bound, transport }, 'relay listening');
            resolve(bound);
          });
        } else if (httpServer) {
          const server = httpServer;
          server.once('error', reject);
          server.listen(port, host, () => {
            server.off('error', reject);
            const bound = (server.address() as AddressInfo).port;
            log.info({ port: bound, transport }, 'relay listening');
            resolve(bound);
          });
        }
      });
    },
    /** Stops listening, closes socket.io, then the server's remaining connections. */
    async close() {
      if (listenSocket) uWS.us_listen_socket_close(listenSocket);
      listenSocket = undefined;
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
        if (uwsApp) resolve();
      });
      (uwsApp as { close?: () => void } | undefined)?.close?.();
      if (httpServer) httpServer.closeAllConnections();
    },
  };
}
