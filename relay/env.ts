import type { RelayOptions } from './app';

/** A whole number of milliseconds from 1 to 10 minutes, or undefined when unset; anything else is refused. */
function millisecondsOf(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 1 || ms > 600_000) {
    throw new Error(`${name} must be a whole number of milliseconds from 1 to 600000, not "${raw}"`);
  }
  return ms;
}

/**
 * The relay's options from the environment (the relay alone, or composed into the one-process platform).
 * Throws with the variable's name when a value is not valid.
 */
export function relayOptionsFromEnv(env: NodeJS.ProcessEnv): RelayOptions {
  const pingIntervalMs = millisecondsOf(env, 'RELAY_PING_INTERVAL_MS');
  const pingTimeoutMs = millisecondsOf(env, 'RELAY_PING_TIMEOUT_MS');
  const origins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  // One token for the API's and the relay's /metrics in the one-process platform, or the relay's own.
  const metricsToken = env.RELAY_METRICS_TOKEN || env.METRICS_TOKEN;
  return {
    ...(origins.length ? { corsOrigins: origins } : {}),
    ...(env.RELAY_PUBLISH_SECRET ? { publishSecret: env.RELAY_PUBLISH_SECRET } : {}),
    ...(metricsToken ? { metricsToken } : {}),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    forceNodeHttp: env.RELAY_FORCE_NODE_HTTP === '1',
    trustProxy: env.TRUST_PROXY === '1',
    ...(pingIntervalMs ? { pingIntervalMs } : {}),
    ...(pingTimeoutMs ? { pingTimeoutMs } : {}),
  };
}

/** For a process that starts: a value that is not valid is logged with its variable's name, and it exits. */
export function relayOptionsOrExit(
  env: NodeJS.ProcessEnv,
  log: { fatal(message: string): void },
): RelayOptions {
  try {
    return relayOptionsFromEnv(env);
  } catch (err) {
    log.fatal((err as Error).message);
    process.exit(1);
  }
}
