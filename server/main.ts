/**
 * The API alone, for running N stateless API processes behind a load balancer (see docs/operations.md).
 * Environment: PORT (8080), HOST (all interfaces), PUBLIC_URL (http://localhost:PORT), DATA_DIR (./data),
 * CSP_MEDIA_ORIGINS, CSP_EMBED_ORIGINS, FRAME_ANCESTORS, DATABASE_URL, SMTP_URL, MAIL_FROM, AUTH_SECRET, REDIS_URL (the relays' publish queue and presence counts) or RELAY_URL with
 * RELAY_PUBLISH_SECRET, CHAT_HOOKS_SECRET (the chat hooks endpoints relays call), WEB_DIR, TRUST_PROXY, SEED_DEMO,
 * TWITTER_CLIENT_ID and TWITTER_CLIENT_SECRET (the wall's tweet column), S3_ENDPOINT, S3_BUCKET, S3_REGION,
 * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (uploads in an S3-compatible bucket instead of the data folder),
 * DAILY_API_KEY with DAILY_API_URL (video rooms at Daily; the built-in rooms otherwise), VIDEO_ICE_SERVERS, LOG_LEVEL
 * (info: one line per API request).
 */
import { serve } from '@hono/node-server';
import pino from 'pino';
import { bootServer } from './boot';
import { serverConfigOrExit } from './config';
import { createHttpPublisher, noRelay } from './realtime/httpPublisher';
import { redisInvalidationBus } from './realtime/redisInvalidations';
import { redisPresenceCounts } from './realtime/redisPresence';
import { createRedisPublisher } from './realtime/redisPublisher';
import { videoOptionsFrom } from './video/provider';

const env = process.env;
const logger = pino({ name: 'api', level: env.LOG_LEVEL ?? 'info' });
const port = Number(env.PORT ?? 8080);
const config = serverConfigOrExit(env, port, logger);
const publisher = env.REDIS_URL
  ? createRedisPublisher(env.REDIS_URL)
  : env.RELAY_URL && env.RELAY_PUBLISH_SECRET
    ? createHttpPublisher(env.RELAY_URL, env.RELAY_PUBLISH_SECRET)
    : noRelay((m) => logger.warn({ kind: m.kind }, 'no relay configured; message dropped'));

// How full a video room is: the relays' presence counts in Redis (without Redis, the relays' own limits only).
const presence = env.REDIS_URL ? redisPresenceCounts(env.REDIS_URL) : null;
// Several API processes: a sign-out or a changed account in one drops the cached sign-ins of every one.
const invalidations = env.REDIS_URL ? redisInvalidationBus(env.REDIS_URL) : null;

const { app, database } = await bootServer({
  dataDir: env.DATA_DIR ?? './data',
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
  ...(env.AUTH_SECRET ? { authSecret: env.AUTH_SECRET } : {}),
  ...(env.WEB_DIR ? { webDir: env.WEB_DIR } : {}),
  ...(env.CHAT_HOOKS_SECRET ? { chatHooksSecret: env.CHAT_HOOKS_SECRET } : {}),
  ...(env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
    ? {
        s3: {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        },
      }
    : {}),
  ...(env.TWITTER_CLIENT_ID && env.TWITTER_CLIENT_SECRET
    ? { twitter: { clientId: env.TWITTER_CLIENT_ID, clientSecret: env.TWITTER_CLIENT_SECRET } }
    : {}),
  mailFrom: env.MAIL_FROM ?? 'no-reply@localhost',
  ...videoOptionsFrom(env),
  ...config,
  publisher,
  ...(presence ? { presenceCounts: presence.counts, presenceSnapshot: presence.snapshot } : {}),
  ...(invalidations ? { invalidations } : {}),
  logger,
  seedDemo: env.SEED_DEMO !== '0',
});

const server = serve({ fetch: app.fetch, port, ...(env.HOST ? { hostname: env.HOST } : {}) }, (info) =>
  logger.info({ port: info.port }, 'API listening'),
);
const stop = () => {
  logger.info('shutting down');
  server.close(
    () =>
      void Promise.all([database.close(), presence?.close(), invalidations?.close()]).then(() =>
        process.exit(0),
      ),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
