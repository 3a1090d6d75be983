import { Schema } from 'effect';
import { IntIdParam } from './input';

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

/** An abstract's id (ab_id) within its event. */
export const AbstractId = Schema.Number.pipe(Schema.int(), Schema.brand('AbstractId'));
export type AbstractId = typeof AbstractId.Type;

/** A program item's id (program_id): a presentation within a session. */
export const ProgramItemId = Schema.Number.pipe(Schema.int(), Schema.brand('ProgramItemId'));
export type ProgramItemId = typeof ProgramItemId.Type;

/** The document key (_id) of a session, abstract or program item: `session_1001`, `abstract_20001`, ... */
export const SessionItemId = Schema.String.pipe(Schema.nonEmptyString(), Schema.brand('SessionItemId'));
export type SessionItemId = typeof SessionItemId.Type;

/** An exhibitor's company id (CompID). */
export const ExhibitorId = Schema.Number.pipe(Schema.int(), Schema.brand('ExhibitorId'));
export type ExhibitorId = typeof ExhibitorId.Type;

export const ProductId = Schema.String.pipe(Schema.nonEmptyString(), Schema.brand('ProductId'));
export type ProductId = typeof ProductId.Type;

/** A game task's key (the mongoTaskId that a redeem sends). */
export const GameTaskId = Schema.String.pipe(Schema.nonEmptyString(), Schema.brand('GameTaskId'));
export type GameTaskId = typeof GameTaskId.Type;

/** Ids as they come in addresses and query strings (decimal digits), decoded once at that edge. */
export const SessionIdParam = Schema.compose(IntIdParam('session_id'), SessionId);
export const AbstractIdParam = Schema.compose(IntIdParam('ab_id'), AbstractId);
export const ProgramItemIdParam = Schema.compose(IntIdParam('program_id'), ProgramItemId);
/** The child item an address names: an abstract's ab_id or a program item's program_id. */
export const ChildIdParam = IntIdParam('id');

/**
 * Whether two references to an entry of the configuration (a room, a session type, a track, a session named by
 * a setting) name the same entry: organisers' documents give them as numbers or as text.
 */
export const sameRef = (
  a: number | string | null | undefined,
  b: number | string | null | undefined,
): boolean => a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
