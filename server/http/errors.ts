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

/** The status and error reply of any thrown value (a user's mistake is never a 500); unexpected ones are logged. */
export function errorReplyOf(
  err: unknown,
  logger: AppEnv['Variables']['logger'] | undefined,
): { status: ContentfulStatusCode; body: ErrorReply; retryAfterSeconds?: number } {
  if (isApiError(err)) {
    const body: ErrorReply = {
      error: {
        code: errorCode[err._tag],
        message: err.message,
        ...(err._tag === 'BadRequest' && err.fields ? { fields: err.fields } : {}),
      },
      error_message: err.message,
    };
    const status = errorStatus[err._tag] as ContentfulStatusCode;
    return err._tag === 'RateLimited'
      ? { status, body, retryAfterSeconds: err.retryAfterSeconds }
      : { status, body };
  }
  if (err instanceof HTTPException && err.status < 500) {
    const message = err.status === 400 ? 'The request body is not valid JSON' : err.message || 'Bad request';
    return { status: err.status as ContentfulStatusCode, body: reply('bad_request', message) };
  }
  logger?.error({ err }, 'unhandled error');
  return { status: 500, body: reply('internal', 'Sorry, the server is going wrong') };
}

/** Maps any thrown value to the API's error reply; a user's mistake is never a 500. */
export function errorResponse(err: unknown, c: Context<AppEnv>): Response {
  const { status, body, retryAfterSeconds } = errorReplyOf(err, c.var.logger);
  if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds));
  return c.json(body, status);
}
