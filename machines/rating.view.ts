/**
 * What the rating stars show for a snapshot of the rating machine: this person's value (the new one while it
 * is saved), the entity's average to one decimal and count, whether the stars take a click now, and the
 * message of a rolled-back change.
 */
import type { SnapshotFrom } from 'xstate';
import type { ratingMachine } from './rating';
import { ratingAverage } from './support/ratingAggregate';
import { stateName } from './support/stateName';

export interface RatingView {
  state: string;
  value: number;
  average: number | null;
  count: number;
  saving: boolean;
  failure: string | null;
}

export function ratingView(s: SnapshotFrom<typeof ratingMachine>): RatingView {
  return {
    state: stateName(s.value),
    value: s.context.value,
    average: ratingAverage(s.context),
    count: s.context.count,
    saving: s.matches('saving'),
    failure: s.context.failure,
  };
}
