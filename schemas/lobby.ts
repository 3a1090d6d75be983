import { Schema } from 'effect';
import { SessionId } from './ids';
import { PostAuthor } from './wall';

/** The lobby's own reads (000 §2 Lobby): its activity feed. */
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });

export const LOBBY = {
  /** The activity feed lists this many of the newest wall posts and replies the user may see. */
  ACTIVITY_SIZE: 10,
  /** Posts read at a time while looking for those the user may see. */
  ACTIVITY_BATCH: 100,
  /** At most this many batches are read for one feed, so a user who may see little costs a bounded read. */
  ACTIVITY_MAX_BATCHES: 5,
} as const;

/**
 * An entry of the lobby's activity feed: a wall post, or a reply to one, that the user may see on the wall
 * (the wall's own visibility rules, 001 §5), with its author, time, text and number of images.
 */
export const LobbyActivity = Schema.Struct({
  id: Schema.String,
  kind: Schema.Literal('post', 'reply'),
  /** The post of the thread: the post itself, or the post the reply belongs to. */
  post_id: Schema.String,
  author: PostAuthor,
  /** Unix seconds. */
  created_timestamp: Schema.Number,
  /** Sanitised HTML, as the wall shows it. */
  body: Schema.String,
  image_count: Schema.Number,
  /** The session an Education post (and its replies) is about, and its title. */
  session_id: opt(SessionId),
  session_title: opt(Schema.String),
});
export type LobbyActivity = typeof LobbyActivity.Type;
export type LobbyActivityJson = typeof LobbyActivity.Encoded;

/** GET /api/lobby/activity: the newest first. */
export const LobbyActivityReply = Schema.Struct({ activity: Schema.Array(LobbyActivity) });
export type LobbyActivityReplyJson = typeof LobbyActivityReply.Encoded;
