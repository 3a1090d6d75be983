import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { BadRequest, PayloadTooLarge, UnsupportedMediaType } from '../../schemas/errors';
import type { AppEnv } from './env';

/** The largest JSON request body the API reads. */
export const JSON_BODY_MAX_BYTES = 100 * 1024;
/** The largest body of an upload route (multipart/form-data under `UPLOAD_PATH_PREFIX`). */
export const UPLOAD_BODY_MAX_BYTES = 20 * 1024 * 1024;
/** Upload routes live below this path; every other API route takes JSON only. */
export const UPLOAD_PATH_PREFIX = '/api/uploads/';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A length over 0, chunked framing, or (in process, where neither is set) a typed body stream. */
const hasBody = (req: Request) => {
  const length = req.headers.get('content-length');
  if (length !== null) return length.trim() !== '0';
  return req.headers.has('transfer-encoding') || (req.headers.has('content-type') && req.body !== null);
};

const mediaType = (headers: Headers) =>
  (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

const tooLarge = (max: number) => () => {
  throw new PayloadTooLarge({ message: `The request body is larger than ${Math.round(max / 1024)} kB` });
};

const jsonLimit = bodyLimit({ maxSize: JSON_BODY_MAX_BYTES, onError: tooLarge(JSON_BODY_MAX_BYTES) });
const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_MAX_BYTES, onError: tooLarge(UPLOAD_BODY_MAX_BYTES) });

/** For a write route that reads no body (sign-out, mark read): a body sent anyway is a mistake, 400. */
export const refuseBody = createMiddleware<AppEnv>(async (c, next) => {
  if (hasBody(c.req.raw)) {
    const message = 'This call takes no request body';
    throw new BadRequest({ message, fields: [{ path: '(body)', message }] });
  }
  await next();
});

/**
 * The API's body rules, before any route reads a body: a write with a body must be JSON (415 otherwise, which
 * also stops a cross-site form post, whose types are never JSON) of at most 100 kB (413); upload routes take
 * multipart/form-data up to 20 MB. A declared length over the limit is refused without reading; a body without
 * one is counted while read and refused as soon as it passes the limit.
 */
export const apiBodyRules = createMiddleware<AppEnv>(async (c, next) => {
  const { headers } = c.req.raw;
  if (!WRITE_METHODS.has(c.req.method) || !hasBody(c.req.raw)) return next();
  const type = mediaType(headers);
  if (c.req.path.startsWith(UPLOAD_PATH_PREFIX)) {
    if (type !== 'multipart/form-data') {
      throw new UnsupportedMediaType({ message: 'Send the file as multipart/form-data' });
    }
    return uploadLimit(c, next);
  }
  if (type !== 'application/json') {
    throw new UnsupportedMediaType({ message: 'Send the request body as application/json' });
  }
  return jsonLimit(c, next);
});
