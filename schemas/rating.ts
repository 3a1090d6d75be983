import { Schema } from 'effect';

/** What can be rated (000 §3 Rating): the program's items. */
export const RatingType = Schema.Literal('session', 'abstract', 'program');
export type RatingType = typeof RatingType.Type;

/** 0 (no rating) or 0.5 to 5 in half stars. */
export const RatingValue = Schema.Number.pipe(
  Schema.filter((v) => v >= 0 && v <= 5 && Number.isInteger(v * 2), {
    message: () => 'value must be 0 or 0.5 to 5 in half steps',
  }),
);

export const RatingParams = Schema.Struct({
  entity_type: RatingType.annotations({
    message: () => 'entity_type must be one of session, abstract, program',
  }),
  entity_id: Schema.String.pipe(
    Schema.pattern(/^\d{1,10}$/, { message: () => 'entity_id must be a whole number' }),
  ),
});
export type RatingParams = typeof RatingParams.Type;

export const RatingRequest = Schema.Struct({ value: RatingValue });

/** One entity's figures for this user: their value (0 when none), and everyone's count and total. */
export const RatingFigures = Schema.Struct({
  entity_type: RatingType,
  entity_id: Schema.String,
  value: Schema.Number,
  count: Schema.Number,
  total: Schema.Number,
});
export type RatingFigures = typeof RatingFigures.Type;

export const RatingsReply = Schema.Struct({ ratings: Schema.Array(RatingFigures) });
export type RatingsReply = typeof RatingsReply.Type;
