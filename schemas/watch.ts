import { Schema } from 'effect';
import { TextUpTo } from './input';

/**
 * Watch tracking (001 §3 Video heartbeat, Awareness outcome record; §7). While a video plays the browser sends a
 * heartbeat every 15 s: where the video is and how long it played since the last one. The server keeps which
 * seconds of the video the user has covered, so repeating a call, or claiming more time than has passed, adds
 * nothing; an item's video is complete above 90 % covered. Awareness outcomes are written once per check.
 */
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });

export const WatchEntityType = Schema.Literal('session', 'abstract', 'program');
export type WatchEntityType = typeof WatchEntityType.Type;

const EntityId = TextUpTo(200).pipe(
  Schema.pattern(/^\d{1,10}$/, { message: () => 'entity_id must be a whole number' }),
);
const Seconds = (max: number) =>
  Schema.Number.pipe(
    Schema.finite({ message: () => 'must be a number of seconds' }),
    Schema.between(0, max, { message: () => `must be between 0 and ${max} seconds` }),
    Schema.filter((n) => !Object.is(n, -0), { message: () => 'must not be negative' }),
  );

export const HeartbeatRequest = Schema.Struct({
  entity_type: WatchEntityType,
  entity_id: EntityId,
  /** ondemand: the item's recorded video; live: its live stream (attendance). */
  type: Schema.Literal('ondemand', 'live'),
  /** Where the video is now, in seconds. */
  position: Seconds(86_400),
  /** How long it played since the previous heartbeat, in seconds. */
  duration: Seconds(3_600),
  /** The video's length as the player knows it, when the program does not say. */
  length: opt(Seconds(86_400)),
});
export type HeartbeatRequest = typeof HeartbeatRequest.Type;

/** What the server has counted for this user and item. */
export const WatchReply = Schema.Struct({
  entity_type: WatchEntityType,
  entity_id: Schema.String,
  type: Schema.Literal('ondemand', 'live'),
  watched_seconds: Schema.Number,
  length_seconds: Schema.Number,
  complete: Schema.Boolean,
});
export type WatchReply = typeof WatchReply.Type;

export const WatchQuery = Schema.Struct({
  entity_type: WatchEntityType,
  entity_id: EntityId,
  type: Schema.optionalWith(Schema.Literal('ondemand', 'live'), {
    exact: true,
    default: () => 'ondemand' as const,
  }),
});

/** POST /api/awareness: one check's outcome (sequence 1..awareness_check_total_count); the first one stands. */
export const AwarenessWrite = Schema.Struct({
  entity_type: WatchEntityType,
  entity_id: EntityId,
  type: Schema.optionalWith(Schema.Literal('ondemand'), { exact: true, default: () => 'ondemand' as const }),
  sequence: Schema.Number.pipe(Schema.int(), Schema.between(1, 100)),
  outcome: Schema.Literal('pass', 'fail'),
  /** When the prompt showed and when it was answered or ran out (ms). */
  check_time: Schema.Number.pipe(Schema.int(), Schema.positive()),
  outcome_time: opt(Schema.Number.pipe(Schema.int(), Schema.positive())),
});
export type AwarenessWrite = typeof AwarenessWrite.Type;

export const AWARENESS_TEXT = {
  /** 001 §4, with {passed} and {total} filled in. */
  PASSED: 'You have passed {passed} check(s) out of {total} check(s).',
} as const;
