/**
 * The whole platform in one process: the API on its embedded PGlite database with the demo event, the relay
 * (socket.io on uWebSockets.js) as the front door on one port, and the built web app. Builds the web app first
 * when it is missing or older than its sources.
 * Environment: PORT (8080), HOST (127.0.0.1: this machine only), PUBLIC_URL (http://localhost:PORT), TRUST_PROXY,
 * CSP_MEDIA_ORIGINS, CSP_EMBED_ORIGINS, FRAME_ANCESTORS,
 * DATA_DIR (./data), DATABASE_URL, SMTP_URL, MAIL_FROM, AUTH_SECRET, LOG_LEVEL, DAILY_API_KEY (with
 * DAILY_API_URL: video rooms at Daily; the built-in rooms otherwise), VIDEO_ICE_SERVERS.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { createRelay, type Relay } from '../relay/app';
import { relayOptionsOrExit } from '../relay/env';
import { createTokenVerifier } from '../relay/verifyToken';
import { createVideoTokens } from '../relay/videoTokens';
import type { RelayMessage, RelayPublisher } from '../schemas/relay';
import { isLoginActive } from '../server/areas/auth/logins';
import { createChat } from '../server/areas/chat/chat';
import { bootServer } from '../server/boot';
import { admissionMetrics } from '../server/http/admission';
import { serverConfigOrExit } from '../server/config';
import { DEMO_ACCOUNTS } from '../server/seed/people';
import { nobodyCounted } from '../server/video/occupancy';
import { videoOptionsFrom } from '../server/video/provider';

const env = process.env;
const root = resolve(import.meta.dirname, '..');
const webDir = join(root, 'dist/web');
const logger = pino({ level: env.LOG_LEVEL ?? 'info' });

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

async function ensureWebBuild() {
  const index = join(webDir, 'index.html');
  const sources = ['src', 'machines', 'schemas'].map((d) => newestChange(join(root, d)));
  if (existsSync(index) && statSync(index).mtimeMs >= Math.max(...sources)) return;
  logger.info('building the web app');
  const { build } = await import('vite');
  await build({ root: join(root, 'src'), configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}

const relayOptions = relayOptionsOrExit(env, logger);
const port = Number(env.PORT ?? 8080);
const host = env.HOST || '127.0.0.1';
const config = serverConfigOrExit(env, port, logger);
await ensureWebBuild();

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
    chat: createChat(deps).hooks,
    isLoginActive: (login) => isLoginActive(deps.db, login),
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

const bound = await relay.listen(port, host);
const address = port === bound ? config.publicUrl : `http://localhost:${bound}`;
const onlyHere = host === '127.0.0.1' || host === 'localhost' || host === '::1';
console.log(
  [
    '',
    `The conference platform is running at ${address}  (relay: ${relay.transport}, database: ${database.kind})`,
    onlyHere
      ? `Listening on ${host} only (this machine); HOST=0.0.0.0 with PUBLIC_URL opens it to others (README).`
      : `Listening on ${host}; mail links point at ${config.publicUrl}.`,
    `Data folder: ${dataDir}${deps.devOutbox ? `   Mail outbox (this machine only): ${address}/dev/outbox` : ''}`,
    'Demo accounts (password demo1234):',
    ...Object.entries(DEMO_ACCOUNTS).map(([who, email]) => `  ${email.padEnd(24)} ${who}`),
    '',
  ].join('\n'),
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down');
  await relay.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
