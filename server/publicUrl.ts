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

/** For a process that starts: PUBLIC_URL or http://localhost:PORT; a value that is not valid is logged, and it exits. */
export function publicUrlOrExit(env: NodeJS.ProcessEnv, port: number, log: { fatal(message: string): void }) {
  try {
    return publicUrlFrom(env.PUBLIC_URL, `http://localhost:${port}`);
  } catch (err) {
    log.fatal((err as Error).message);
    process.exit(1);
  }
}
