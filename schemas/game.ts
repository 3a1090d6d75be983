import { Schema } from 'effect';
import { GameTask } from './gameTask';

/** GET /api/game: the event's game configuration (game_config) and its tasks; the user's completed tasks. */
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });
const Flag = Schema.Union(Schema.Boolean, Schema.Literal(0, 1));

export const GameConfigDoc = Schema.Struct({
  start_timestamp: Schema.Number,
  end_timestamp: Schema.Number,
  showGameInMenu: opt(Flag),
  general_config: opt(Schema.Struct({ allEnabled: opt(Flag) })),
  participant_config: opt(
    Schema.Struct({
      qualifiedBadges: opt(Schema.Array(Schema.Number)),
      disqualifiedBadges: opt(Schema.Array(Schema.Number)),
      hide_admins: opt(Flag),
    }),
  ),
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
});
export type GameReply = typeof GameReply.Type;
