import { Hono } from 'hono';
import { BadRequest } from '../../../schemas/errors';
import type { Tokens } from '../../areas/auth/tokens';
import { isPublicHost } from '../../net/publicAddress';
import { requireUser } from '../auth';
import type { AppEnv } from '../env';

/** The largest PDF the proxy passes on. */
export const PDF_PROXY_MAX_BYTES = 20 * 1024 * 1024;
const TIMEOUT_MS = 20_000;
const MAX_REDIRECTS = 3;

const upstreamError = (code: string, message: string) => ({ error: { code, message } });

/**
 * GET /api/pdf-proxy?url=: a signed-in user's viewer reads a PDF attachment kept on another host through
 * here. Only http(s) addresses of public hosts (each redirect checked again); only answers of type application/pdf of at most 20 MB are passed on.
 */
export function pdfProxyRoutes(tokens: Tokens, fetchImpl: typeof fetch = (i, init) => fetch(i, init)) {
  const app = new Hono<AppEnv>();
  app.get('/pdf-proxy', requireUser(tokens), async (c) => {
    const raw = c.req.query('url') ?? '';
    let target: URL;
    try {
      target = new URL(raw);
    } catch {
      const message = 'url must be an absolute http or https address';
      throw new BadRequest({ message, fields: [{ path: 'url', message }] });
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      const message = 'url must be an absolute http or https address';
      throw new BadRequest({ message, fields: [{ path: 'url', message }] });
    }
    const allowPrivate = c.var.deps.allowPrivateFetch === true;
    let res: Response | undefined;
    // Redirects are followed by hand so that every hop is checked to be a public address.
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      if (!allowPrivate && !(await isPublicHost(target.hostname))) {
        const message = 'url must be an address on the public internet';
        throw new BadRequest({ message, fields: [{ path: 'url', message }] });
      }
      try {
        res = await fetchImpl(target, {
          headers: { accept: 'application/pdf' },
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        return c.json(upstreamError('upstream_unreachable', 'The document cannot be reached'), 502);
      }
      const location = res.status >= 300 && res.status < 400 ? res.headers.get('location') : null;
      if (!location) break;
      await res.body?.cancel();
      target = new URL(location, target);
      if (target.protocol !== 'http:' && target.protocol !== 'https:') break;
      res = undefined;
    }
    if (!res) return c.json(upstreamError('upstream_failed', 'The document host redirects too often'), 502);
    if (!res.ok) {
      await res.body?.cancel();
      return c.json(upstreamError('upstream_failed', `The document host answered ${res.status}`), 502);
    }
    const type = (res.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/pdf') {
      await res.body?.cancel();
      return c.json(upstreamError('not_pdf', 'The address does not give a PDF document'), 502);
    }
    const declared = Number(res.headers.get('content-length') ?? Number.NaN);
    if (declared > PDF_PROXY_MAX_BYTES) {
      await res.body?.cancel();
      return c.json(upstreamError('too_large', 'The document is larger than 20 MB'), 502);
    }
    // Read with a running count: a missing or false content-length cannot pass more than the limit.
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = res.body?.getReader();
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > PDF_PROXY_MAX_BYTES) {
          await reader.cancel();
          return c.json(upstreamError('too_large', 'The document is larger than 20 MB'), 502);
        }
        chunks.push(value);
      }
    }
    const body = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      body.set(chunk, at);
      at += chunk.byteLength;
    }
    c.header('Content-Type', 'application/pdf');
    c.header('Cache-Control', 'private, max-age=300');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(body);
  });
  return app;
}
