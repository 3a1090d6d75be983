/**
 * `npm start`: the whole platform in one process (scripts/platform.ts) on PORT, with the demo event; prints where
 * it runs and the demo accounts.
 * Environment: PORT (8080), HOST (127.0.0.1: this machine only), PUBLIC_URL (http://localhost:PORT), TRUST_PROXY,
 * CSP_MEDIA_ORIGINS, CSP_EMBED_ORIGINS, FRAME_ANCESTORS,
 * DATA_DIR (./data), DATABASE_URL, SMTP_URL, MAIL_FROM, AUTH_SECRET, LOG_LEVEL, DAILY_API_KEY (with
 * DAILY_API_URL: video rooms at Daily; the built-in rooms otherwise), VIDEO_ICE_SERVERS.
 */
import pino from 'pino';
import { DEMO_ACCOUNTS } from '../server/seed/people';
import { startPlatform } from './platform';

const env = process.env;
const logger = pino({ level: env.LOG_LEVEL ?? 'info' });
const platform = await startPlatform(env, logger, Number(env.PORT ?? 8080));
const { host, address, relay, database, deps, dataDir } = platform;
const onlyHere = host === '127.0.0.1' || host === 'localhost' || host === '::1';
console.log(
  [
    '',
    `The conference platform is running at ${address}  (relay: ${relay.transport}, database: ${database.kind})`,
    onlyHere
      ? `Listening on ${host} only (this machine); HOST=0.0.0.0 with PUBLIC_URL opens it to others (README).`
      : `Listening on ${host}; mail links point at ${deps.publicUrl}.`,
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
  await platform.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
