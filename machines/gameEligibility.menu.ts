import type { SnapshotFrom } from 'xstate';
import type { gameEligibilityMachine } from './gameEligibility';

/**
 * Whether the menu shows the game entry: loaded, showGameInMenu, and the user takes part (admins do). Apart
 * from the game's full view so that the shell, which shows only the entry, does not load its date arithmetic.
 */
export const gameMenuShown = (snapshot: SnapshotFrom<typeof gameEligibilityMachine>): boolean =>
  snapshot.matches({ ready: { eligible: { menu: 'shown' } } });
