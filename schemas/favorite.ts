import { Schema } from 'effect';

/** What a star can save (000 §3 Favorite). */
export const FavoriteType = Schema.Literal(
  'session',
  'abstract',
  'program',
  'officeHour',
  'networking_lounge',
);
export type FavoriteType = typeof FavoriteType.Type;

/** One saved item; `forced` when the organiser put the session in the user's itinerary (force_into_itinerary). */
export const Favorite = Schema.Struct({
  entity_type: FavoriteType,
  entity_id: Schema.String,
  forced: Schema.Boolean,
  /** For sessions, abstracts and program items: what and when, for reminders and calendars. */
  title: Schema.optional(Schema.String),
  session_id: Schema.optional(Schema.Number),
  start_time_unix: Schema.optional(Schema.Number),
  end_time_unix: Schema.optional(Schema.Number),
});
export type Favorite = typeof Favorite.Type;

export const FavoritesReply = Schema.Struct({ favorites: Schema.Array(Favorite) });
export type FavoritesReply = typeof FavoritesReply.Type;

/** The path of one favourite: /api/favorites/{entity_type}/{entity_id}. */
export const FavoriteParams = Schema.Struct({
  entity_type: FavoriteType.annotations({
    message: () => 'entity_type must be one of session, abstract, program, officeHour, networking_lounge',
  }),
  entity_id: Schema.String.pipe(
    Schema.pattern(/^[A-Za-z0-9_-]{1,64}$/, {
      message: () => 'entity_id must be 1 to 64 letters, digits, - or _',
    }),
  ),
});
export type FavoriteParams = typeof FavoriteParams.Type;

export const FAVORITE_TEXT = {
  FORCED: 'This session is part of your itinerary and cannot be removed.',
  UNKNOWN: 'No such item to save',
} as const;
