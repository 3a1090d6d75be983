import { Hono } from 'hono';
import { BadRequest } from '../../../schemas/errors';
import { FetchRefused, safeFetch } from '../../net/safeFetch';
import type { AppEnv } from '../env';

/** The largest PDF the proxy passes on. */
export const PDF_PROXY_MAX_BYTES = 20 * 1024 * 1024;
const TIMEOUT_MS = 20_000;

/** The one answer of every document that cannot be passed on, whatever the reason. */
export const DOCUMENT_UNAVAILABLE = {
  error: { code: 'document_unavailable', message: 'The document cannot be fetched' },
} as const;

/**
 * GET /api/pdf-proxy?url=: a signed-in user's viewer reads a PDF attachment kept on another host through
 * here. Only http(s) addresses of public hosts (see safeFetch); only 200 answers of type application/pdf of
 * at most 20 MB are passed on. Every refusal past the address's syntax is the same 502.
 */
export function pdfProxyRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/pdf-proxy', async (c) => {
    const raw = c.req.query('url') ?? '';
    const target = URL.canParse(raw) ? new URL(raw) : undefined;
    if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:')) {
      const message = 'url must be an absolute http or https address';
      throw new BadRequest({ message, fields: [{ path: 'url', message }] });
    }
    try {
      const res = await safeFetch(target, {
        headers: { accept: 'application/pdf' },
        maxBytes: PDF_PROXY_MAX_BYTES,
        timeoutMs: TIMEOUT_MS,
        allowPrivate: c.var.deps.allowPrivateFetch === true,
      });
      const type = (res.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (res.status !== 200 || type !== 'application/pdf') throw new FetchRefused();
      c.header('Content-Type', 'application/pdf');
      c.header('Cache-Control', 'private, max-age=300');
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(new Uint8Array(res.body));
    } catch (err) {
      if (!(err instanceof FetchRefused)) throw err;
      return c.json(DOCUMENT_UNAVAILABLE, 502);
    }
  });
  return app;
}
