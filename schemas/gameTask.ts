import { Schema } from 'effect';
import { GameTaskId } from './ids';

/**
 * A task of the game (002 §3): done by an action of the kind `taskId`, on any item (static) or on one item
 * (associated: `model_type` and `model_id` name it). `redeem_times` -1 means unlimited.
 */
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });

/** The actions that earn points (000 §4, 001 §6, 002 §7). */
export const GameTaskKind = Schema.Literal(
  'VIEW_POSTER',
  'LIVE_STREAM_ATTEND',
  'OFFICE_HOUR_CONVERSATION',
  'COMPLETE_PRESENTATION',
  'COMPLETE_SESSION',
  'COMPLETE_WATCH_AD',
  'CUSTOM_MENU_CLICK',
  'NETWORKING_LOUNGE_ENGAGE_CONVERSATION',
  'MAKE_POST',
  'MAKE_POST_WITH_PICTURE',
  'REPLY_POST',
  'VIEW_BOOTH',
  'VIEW_MEDIA',
  'CONTACT_EXHIBITOR',
  'ENTER_RAFFLE',
  'VISIT_ROOM',
  'BANNER_AD_CLICK',
);
export type GameTaskKind = typeof GameTaskKind.Type;

export const GameTask = Schema.Struct({
  _id: GameTaskId,
  type: Schema.Literal('static', 'associated'),
  taskId: GameTaskKind,
  model_type: opt(Schema.String),
  model_id: opt(Schema.Union(Schema.Number, Schema.String)),
  label: Schema.String,
  title: opt(Schema.String),
  group: Schema.String,
  points: Schema.Number,
  redeem_times: Schema.Number,
  conference_id: Schema.Union(Schema.Number, Schema.String),
  source_hex: Schema.String,
});
export type GameTask = typeof GameTask.Type;
export type GameTaskDoc = typeof GameTask.Encoded;
