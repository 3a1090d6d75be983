import type { RelayOptions } from './app';

/** The relay's options from the environment (the relay alone, or composed into the one-process platform). */
export function relayOptionsFromEnv(env: NodeJS.ProcessEnv): RelayOptions {
  const origins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    ...(origins.length ? { corsOrigins: origins } : {}),
    ...(env.RELAY_PUBLISH_SECRET ? { publishSecret: env.RELAY_PUBLISH_SECRET } : {}),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    forceNodeHttp: env.RELAY_FORCE_NODE_HTTP === '1',
    trustProxy: env.TRUST_PROXY === '1',
  };
}
