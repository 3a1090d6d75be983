/**
 * The whole platform in one process: the API on its database (embedded PGlite, or PostgreSQL with DATABASE_URL)
 * with the demo event, the relay (socket.io on uWebSockets.js) as the front door on one port, and the built web
 * app. `npm start` runs it; benchmarks start it in a process of their own.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Logger } from 'pino';
import { createRelay, type Relay } from '../relay/app';
import { relayOptionsOrExit } from '../relay/env';
import { createTokenVerifier } from '../relay/verifyToken';
import { createVideoTokens } from '../relay/videoTokens';
import type { RelayMessage, RelayPublisher } from '../schemas/relay';
import { bootServer } from '../server/boot';
import { serverConfigOrExit } from '../server/config';
import { admissionMetrics } from '../server/http/admission';
import { nobodyCounted, nobodyPresent } from '../server/video/occupancy';
import { videoOptionsFrom } from '../server/video/provider';

const root = resolve(import.meta.dirname, '..');
const webDir = join(root, 'dist/web');

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the web app when it is missing or older than its sources. */
async function ensureWebBuild(logger: Logger) {
  const index = join(webDir, 'index.html');
  const sources = ['src', 'machines', 'schemas'].map((d) => newestChange(join(root, d)));
  if (existsSync(index) && statSync(index).mtimeMs >= Math.max(...sources)) return;
  logger.info('building the web app');
  const { build } = await import('vite');
  await build({ root: join(root, 'src'), configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}

/**
 * Starts the platform from the environment (README's configuration table) and listens. `port` 0 takes a free
 * port; the bound one is answered.
 */
export async function startPlatform(env: NodeJS.ProcessEnv, logger: Logger, port: number) {
  const relayOptions = relayOptionsOrExit(env, logger);
  const host = env.HOST || '127.0.0.1';
  const config = serverConfigOrExit(env, port, logger);
  await ensureWebBuild(logger);

  // The API publishes through the relay that is created after it (the relay needs the API's handler).
  let relayPublish: ((m: RelayMessage) => Promise<void>) | undefined;
  const publisher: RelayPublisher = {
    publish: async (m) => {
      if (relayPublish) await relayPublish(m);
    },
  };

  // The API asks the relay how full a video room is; the relay answers once it exists.
  let relayCounts: Relay['presenceCounts'] | undefined;
  const presenceCounts: Relay['presenceCounts'] = async (nsp, eventId, rooms) =>
    (relayCounts ?? nobodyCounted)(nsp, eventId, rooms);
  let relaySnapshot: Relay['presenceSnapshot'] | undefined;
  const presenceSnapshot: Relay['presenceSnapshot'] = async (nsp, eventId) =>
    (relaySnapshot ?? nobodyPresent)(nsp, eventId);

  const dataDir = resolve(env.DATA_DIR ?? './data');
  const { app, deps, database, admission } = await bootServer({
    dataDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.AUTH_SECRET ? { authSecret: env.AUTH_SECRET } : {}),
    mailFrom: env.MAIL_FROM ?? 'no-reply@localhost',
    ...videoOptionsFrom(env),
    ...config,
    publisher,
    presenceCounts,
    presenceSnapshot,
    logger,
    webDir,
    seedDemo: true,
  });

  const relay = createRelay(
    // One process, one database: the relay calls the API's chat hooks and login check directly.
    {
      verifyToken: createTokenVerifier(deps.authSecret),
      videoTokens: createVideoTokens(deps.authSecret),
      logger,
      chat: app.chatHooks,
      isLoginActive: app.isLoginActive,
    },
    {
      ...relayOptions,
      httpHandler: (req, connection) =>
        Promise.resolve(app.fetch(req, { remoteAddress: connection.remoteAddress })),
      extraMetrics: () => admissionMetrics(admission.figures()),
    },
  );
  relayPublish = (m) => relay.publish(m);
  relayCounts = (nsp, eventId, rooms) => relay.presenceCounts(nsp, eventId, rooms);
  relaySnapshot = (nsp, eventId) => relay.presenceSnapshot(nsp, eventId);

  const bound = await relay.listen(port, host);
  return {
    deps,
    database,
    relay,
    host,
    dataDir,
    port: bound,
    address: port === bound ? config.publicUrl : `http://localhost:${bound}`,
    async stop() {
      await relay.close();
      await database.close();
    },
  };
}
