import type { ContentOrigins } from './http/securityHeaders';

/** What the API takes from the environment beside its database and mail: where it is reached and what it trusts. */
export interface ServerConfig {
  /** PUBLIC_URL, or http://localhost:PORT. */
  publicUrl: string;
  /** TRUST_PROXY=1. */
  trustProxy: boolean;
  /** CSP_MEDIA_ORIGINS, CSP_EMBED_ORIGINS, FRAME_ANCESTORS. */
  contentOrigins: ContentOrigins;
}

/**
 * The platform's public origin from PUBLIC_URL (or the fallback): an http or https origin, with no path, query
 * or fragment, so that links in mail always point at the platform itself. Throws naming the variable.
 */
export function publicUrlFrom(raw: string | undefined, fallback: string): string {
  const value = raw?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `PUBLIC_URL must be an absolute http(s) address such as https://events.example.org, not "${value}"`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must start with http:// or https://, not "${value}"`);
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_URL must be an origin only (scheme, host and port), not "${value}"`);
  }
  return url.origin;
}

const SOURCE = /^(https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?|https:|data:|blob:)$/i;

/** A list of CSP sources from a variable (spaces or commas between them); throws naming the variable. */
export function originsFrom(env: NodeJS.ProcessEnv, name: string): string[] {
  const values = (env[name] ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((v) => v.replace(/\/$/, ''));
  for (const value of values) {
    if (!SOURCE.test(value)) {
      throw new Error(`${name} must list origins such as https://cdn.example.org, not "${value}"`);
    }
  }
  return values;
}

/** The configuration from the environment; throws with the name of a variable whose value is not valid. */
export function serverConfigFrom(env: NodeJS.ProcessEnv, port: number): ServerConfig {
  return {
    publicUrl: publicUrlFrom(env.PUBLIC_URL, `http://localhost:${port}`),
    trustProxy: env.TRUST_PROXY === '1',
    contentOrigins: {
      media: originsFrom(env, 'CSP_MEDIA_ORIGINS'),
      embed: originsFrom(env, 'CSP_EMBED_ORIGINS'),
      frameAncestors: originsFrom(env, 'FRAME_ANCESTORS'),
    },
  };
}

/** For a process that starts: a value that is not valid is logged with its variable's name, and it exits. */
export function serverConfigOrExit(
  env: NodeJS.ProcessEnv,
  port: number,
  log: { fatal(message: string): void },
) {
  try {
    return serverConfigFrom(env, port);
  } catch (err) {
    log.fatal((err as Error).message);
    process.exit(1);
  }
}
