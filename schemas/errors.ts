import { Schema } from 'effect';

/** One field that was wrong in a request, named by its path (`email`, `login_form.logo`). */
export const FieldError = Schema.Struct({ path: Schema.String, message: Schema.String });
export type FieldError = typeof FieldError.Type;

export const ErrorCode = Schema.Literal(
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'site_closed',
  'payload_too_large',
  'unsupported_media_type',
  'internal',
  // Past capacity: nothing of the request ran; it may be sent again after Retry-After.
  'busy',
);
export type ErrorCode = typeof ErrorCode.Type;

/** The body of every error reply of the API; `error_message` repeats the message where the spec reads it. */
export const ErrorReply = Schema.Struct({
  error: Schema.Struct({
    code: ErrorCode,
    message: Schema.String,
    fields: Schema.optionalWith(Schema.Array(FieldError), { exact: true }),
  }),
  error_message: Schema.String,
});
export type ErrorReply = typeof ErrorReply.Type;

export class BadRequest extends Schema.TaggedError<BadRequest>()('BadRequest', {
  message: Schema.String,
  fields: Schema.optionalWith(Schema.Array(FieldError), { exact: true }),
}) {}
export class Unauthorized extends Schema.TaggedError<Unauthorized>()('Unauthorized', {
  message: Schema.String,
}) {}
export class Forbidden extends Schema.TaggedError<Forbidden>()('Forbidden', { message: Schema.String }) {}
export class NotFound extends Schema.TaggedError<NotFound>()('NotFound', { message: Schema.String }) {}
export class Conflict extends Schema.TaggedError<Conflict>()('Conflict', { message: Schema.String }) {}
export class RateLimited extends Schema.TaggedError<RateLimited>()('RateLimited', {
  message: Schema.String,
  retryAfterSeconds: Schema.Number,
}) {}
export class SiteClosed extends Schema.TaggedError<SiteClosed>()('SiteClosed', { message: Schema.String }) {}
export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()('PayloadTooLarge', {
  message: Schema.String,
}) {}
export class UnsupportedMediaType extends Schema.TaggedError<UnsupportedMediaType>()('UnsupportedMediaType', {
  message: Schema.String,
}) {}

export type ApiError =
  | BadRequest
  | Unauthorized
  | Forbidden
  | NotFound
  | Conflict
  | RateLimited
  | SiteClosed
  | PayloadTooLarge
  | UnsupportedMediaType;

export const errorStatus = {
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  RateLimited: 429,
  SiteClosed: 403,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
} as const satisfies Record<ApiError['_tag'], number>;

export const errorCode = {
  BadRequest: 'bad_request',
  Unauthorized: 'unauthorized',
  Forbidden: 'forbidden',
  NotFound: 'not_found',
  Conflict: 'conflict',
  RateLimited: 'rate_limited',
  SiteClosed: 'site_closed',
  PayloadTooLarge: 'payload_too_large',
  UnsupportedMediaType: 'unsupported_media_type',
} as const satisfies Record<ApiError['_tag'], ErrorCode>;
