import { Schema } from 'effect';
import { GameTask } from './gameTask';
import { TextUpTo } from './input';

/** GET /api/game: the event's game configuration (game_config) and its tasks; the user's completed tasks. */
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });
const Flag = Schema.Union(Schema.Boolean, Schema.Literal(0, 1));

export const GameConfigDoc = Schema.Struct({
  start_timestamp: Schema.Number,
  end_timestamp: Schema.Number,
  showGameInMenu: opt(Flag),
  general_config: opt(
    Schema.Struct({
      allEnabled: opt(Flag),
      leaderboard: opt(Schema.Struct({ editorHtml: opt(Schema.String) })),
    }),
  ),
  participant_config: opt(
    Schema.Struct({
      qualifiedBadges: opt(Schema.Array(Schema.Number)),
      disqualifiedBadges: opt(Schema.Array(Schema.Number)),
      hide_admins: opt(Flag),
    }),
  ),
  /** The Prizes tab's text (organisers' HTML, shown through the sanitising component). */
  prize_config: opt(Schema.Struct({ editorHtml: opt(Schema.String) })),
});
export type GameConfigDoc = typeof GameConfigDoc.Type;

export const CompletedTaskDoc = Schema.Struct({
  mongoTaskId: Schema.String,
  times_redeemed: Schema.Number,
  doneIds: Schema.Array(Schema.String),
});

export type CompletedTaskDoc = typeof CompletedTaskDoc.Type;

export const GameReply = Schema.Struct({
  /** null when the event has no game (gamification off or no game_config). */
  config: Schema.NullOr(GameConfigDoc),
  tasks: Schema.Array(GameTask),
  completed: Schema.Array(CompletedTaskDoc),
  /** The user's points (002 §3 latest points): 'My Points: {n}'. */
  points: Schema.Number,
});
export type GameReply = typeof GameReply.Type;

/** A person on the leaderboard: their place (1 is first), points, and the name and picture they show. */
export const LeaderboardEntry = Schema.Struct({
  uuid: Schema.String,
  rank: Schema.Number,
  points: Schema.Number,
  Firstname: Schema.String,
  Lastname: Schema.String,
  Picture: Schema.String,
});
export type LeaderboardEntry = typeof LeaderboardEntry.Type;

/** The leaderboard's top (GAME.LEADERBOARD_TOP people, admins left out when hide_admins, never badge -1). */
export const LeaderboardTop = Schema.Array(LeaderboardEntry);
export type LeaderboardTop = typeof LeaderboardTop.Type;

/** GET /api/game/leaderboard: the top, and the user's own place (null while they have no points or are left out). */
export const LeaderboardReply = Schema.Struct({
  top: LeaderboardTop,
  me: Schema.NullOr(Schema.Struct({ rank: Schema.Number, points: Schema.Number })),
});
export type LeaderboardReply = typeof LeaderboardReply.Type;

/**
 * POST /api/game/actions: an action only the browser sees. `itemId` names what it was done on: a custom screen's
 * id or a custom link's address (CUSTOM_MENU_CLICK), a poster session's id (VIEW_POSTER), a booth's id
 * (VISIT_ROOM) or a booth's id and one of its media addresses, `{compId}/{url}` (VIEW_MEDIA).
 */
export const GameActionRequest = Schema.Struct({
  kind: Schema.Literal('CUSTOM_MENU_CLICK', 'VIEW_POSTER', 'VIEW_MEDIA', 'VISIT_ROOM'),
  itemId: TextUpTo(1000).pipe(Schema.minLength(1)),
});
export type GameActionRequest = typeof GameActionRequest.Type;

/** Its reply: the points the action earned now (0 when no task counted it) and the user's points after. */
export const GameActionReply = Schema.Struct({ earned: Schema.Number, points: Schema.Number });
export type GameActionReply = typeof GameActionReply.Type;

/** The relay's room of the game screen: its sockets hear the leaderboard's changes. */
export const GAME_RELAY_ROOM = 'game';
