/**
 * The relay alone, for running M relay processes behind a load balancer (see docs/operations.md).
 * Environment: PORT (8081), HOST (0.0.0.0), AUTH_SECRET (required: the API's key of sign-in tokens),
 * RELAY_PUBLISH_SECRET, RELAY_METRICS_TOKEN (or METRICS_TOKEN), CHAT_API_URL with CHAT_HOOKS_SECRET (the API's
 * chat hooks, rules and login check: without them chat and lounges are unavailable and a socket of a signed-out
 * login is not refused at the handshake), CORS_ORIGINS (comma-separated), REDIS_URL, TRUST_PROXY,
 * RELAY_FORCE_NODE_HTTP, RELAY_PING_INTERVAL_MS, RELAY_PING_TIMEOUT_MS, LOG_LEVEL.
 */
import pino from 'pino';
import { createRelay } from './app';
import { createHttpChatHooks, createHttpLoginCheck } from './chatHooksClient';
import { relayOptionsOrExit } from './env';
import { createTokenVerifier } from './verifyToken';
import { createVideoTokens } from './videoTokens';

const env = process.env;
const logger = pino({ name: 'relay', level: env.LOG_LEVEL ?? 'info' });
if (!env.AUTH_SECRET) {
  logger.fatal('AUTH_SECRET is required: the same key as the API processes use for sign-in tokens');
  process.exit(1);
}
if (!env.RELAY_PUBLISH_SECRET) logger.warn('RELAY_PUBLISH_SECRET is not set: POST /relay/publish is off');
const api =
  env.CHAT_API_URL && env.CHAT_HOOKS_SECRET ? { url: env.CHAT_API_URL, secret: env.CHAT_HOOKS_SECRET } : null;
const chat = api ? createHttpChatHooks(api.url, api.secret) : undefined;
const isLoginActive = api ? createHttpLoginCheck(api.url, api.secret) : undefined;
if (!api) {
  logger.warn(
    'CHAT_API_URL or CHAT_HOOKS_SECRET is not set: chat requests get chat_unavailable, lounges refuse joins, ' +
      'signed-out tokens ' +
      'are not refused at the handshake (their sockets still close when the API publishes the sign-out)',
  );
}

const options = relayOptionsOrExit(env, logger);
const relay = createRelay(
  {
    verifyToken: createTokenVerifier(env.AUTH_SECRET),
    videoTokens: createVideoTokens(env.AUTH_SECRET),
    logger,
    ...(chat ? { chat } : {}),
    ...(isLoginActive ? { isLoginActive } : {}),
  },
  options,
);
// uWebSockets.js cannot bind a port that still has connections of a previous run in TIME_WAIT: keep trying.
const port = Number(env.PORT ?? 8081);
for (let attempt = 1; ; attempt++) {
  try {
    await relay.listen(port, env.HOST ?? '0.0.0.0');
    break;
  } catch (err) {
    if (attempt >= 120) throw err;
    if (attempt === 1) logger.warn({ port }, 'port busy, retrying for up to 60 s');
    await new Promise((r) => setTimeout(r, 500));
  }
}

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down');
  void relay.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
