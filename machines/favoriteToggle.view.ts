/**
 * What a favourite star shows for a snapshot of the favoriteToggle machine: filled or not (the optimistic
 * value while a call runs), whether it can be pressed, and the message of a rolled-back change.
 */
import type { SnapshotFrom } from 'xstate';
import type { favoriteToggleMachine } from './favoriteToggle';
import { stateName } from './support/stateName';

export interface FavoriteToggleView {
  state: string;
  /** The star is filled: saved, forced, or being added. */
  filled: boolean;
  /** A call is running: the star shows the new value and waits. */
  busy: boolean;
  /** Forced into the itinerary by the organiser: shown filled, never removed. */
  forced: boolean;
  canToggle: boolean;
  failure: string | null;
}

export function favoriteToggleView(s: SnapshotFrom<typeof favoriteToggleMachine>): FavoriteToggleView {
  return {
    state: stateName(s.value),
    filled: s.matches('on') || s.matches('adding') || s.matches('forced'),
    busy: s.matches('adding') || s.matches('removing'),
    forced: s.matches('forced'),
    canToggle: s.can({ type: 'FAVORITE.TOGGLE' }),
    failure: s.context.failure,
  };
}
