import { RATING } from '../../schemas/constants';

/** How many people rated an entity and the sum of their ratings (half stars). */
export interface RatingAggregate {
  readonly count: number;
  readonly total: number;
}

/**
 * The aggregate after one person's rating goes from `previous` to `next` (0 meaning no rating): a new rating
 * raises the count by one and adds its value; a change adds the difference; a removal lowers the count by one
 * and the total by the previous value (000 §4 "Ratings").
 */
export function ratingAfter(aggregate: RatingAggregate, previous: number, next: number): RatingAggregate {
  if (previous === next) return aggregate;
  if (previous === 0) return { count: aggregate.count + 1, total: aggregate.total + next };
  if (next === 0) return { count: Math.max(0, aggregate.count - 1), total: aggregate.total - previous };
  return { count: aggregate.count, total: aggregate.total + (next - previous) };
}

/** The average to one decimal, or null when nobody rated. */
export function ratingAverage({ count, total }: RatingAggregate): number | null {
  if (count <= 0) return null;
  const scale = 10 ** RATING.AVERAGE_DECIMALS;
  return Math.round((total / count) * scale) / scale;
}

/** A rating value the stars allow: 0 (none) or 0.5 to 5 in half steps. */
export const isRatingValue = (value: number): boolean =>
  Number.isFinite(value) && value >= 0 && value <= 5 && Number.isInteger(value / RATING.STEP);
