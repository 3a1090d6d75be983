import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ApiError, errorCode, errorStatus, type ErrorReply } from '../../schemas/errors';
import type { AppEnv } from './env';

const isApiError = (e: unknown): e is ApiError =>
  typeof e === 'object' && e !== null && '_tag' in e && (e as { _tag: string })._tag in errorStatus;

const reply = (code: ErrorReply['error']['code'], message: string): ErrorReply => ({
  error: { code, message },
  error_message: message,
});

/** Maps any thrown value to the API's error reply; a user's mistake is never a 500. */
export function errorResponse(err: unknown, c: Context<AppEnv>): Response {
  if (isApiError(err)) {
    const body: ErrorReply = {
      error: {
        code: errorCode[err._tag],
        message: err.message,
        ...(err._tag === 'BadRequest' && err.fields ? { fields: err.fields } : {}),
      },
      error_message: err.message,
    };
    if (err._tag === 'RateLimited') c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json(body, errorStatus[err._tag] as ContentfulStatusCode);
  }
  if (err instanceof HTTPException && err.status < 500) {
    const message = err.status === 400 ? 'The request body is not valid JSON' : err.message || 'Bad request';
    return c.json(reply('bad_request', message), err.status as ContentfulStatusCode);
  }
  c.var.logger?.error({ err }, 'unhandled error');
  const message = 'Sorry, the server is going wrong';
  return c.json(reply('internal', message), 500);
}
