import { Schema } from 'effect';

/** A user's uuid (also called ReviewID and attenuuid in replies). */
export const UserId = Schema.String.pipe(Schema.nonEmptyString(), Schema.brand('UserId'));
export type UserId = typeof UserId.Type;

/** The server's own key of an event (tenant). */
export const EventId = Schema.String.pipe(Schema.nonEmptyString(), Schema.brand('EventId'));
export type EventId = typeof EventId.Type;

/** The public url id of an event (confurlid), as it appears in addresses. */
export const EventUrlId = Schema.String.pipe(
  Schema.pattern(/^[a-z0-9][a-z0-9-]{0,62}$/, {
    message: () => 'Use 1 to 63 lower-case letters, digits or hyphens, starting with a letter or digit',
  }),
  Schema.brand('EventUrlId'),
);
export type EventUrlId = typeof EventUrlId.Type;

export const SessionId = Schema.Number.pipe(Schema.int(), Schema.brand('SessionId'));
export type SessionId = typeof SessionId.Type;
