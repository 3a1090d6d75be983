import type { SnapshotFrom } from 'xstate';
import {
  type GamePeriod,
  type gameEligibilityMachine,
  gamePeriod,
  type IneligibleReason,
  ineligibleReason,
} from './gameEligibility';
import { gameMenuShown } from './gameEligibility.menu';
import { localDate } from './support/calendar';

/** What the menu and the game page show: the menu entry, the period banner, and whether points count now. */

/** The text keys the game shows (src/i18n). */
export const GAME_TEXT_KEYS = ['game.beginsOn'] as const;

export interface GameEligibilityView {
  /** loading, failed, ineligible, or the game's period while eligible; for `data-state`. */
  readonly state: 'loading' | 'failed' | 'ineligible' | GamePeriod;
  /** The menu shows the game entry: loaded, showGameInMenu, and the user takes part (admins do). */
  readonly showInMenu: boolean;
  readonly ineligibleReason: IneligibleReason | null;
  /** Points can be earned now (tasks still have their own limits: `pointsRefusal`). */
  readonly isOpen: boolean;
  /** The 'Game begins on {date}' banner, before start_timestamp. */
  readonly banner: {
    readonly key: (typeof GAME_TEXT_KEYS)[number];
    readonly params: { readonly date: string };
  } | null;
  readonly latestPoints: number | null;
}

export const gameEligibilityView = (
  snapshot: SnapshotFrom<typeof gameEligibilityMachine>,
): GameEligibilityView => {
  const c = snapshot.context;
  const eligible = snapshot.matches({ ready: 'eligible' });
  const period = gamePeriod(c);
  const state = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : !eligible || period === null
        ? 'ineligible'
        : period;
  return {
    state,
    showInMenu: gameMenuShown(snapshot),
    ineligibleReason: snapshot.matches({ ready: 'ineligible' }) ? ineligibleReason(c) : null,
    isOpen: eligible && period === 'open',
    banner:
      eligible && period === 'beforeStart' && c.game
        ? { key: 'game.beginsOn', params: { date: localDate(c.game.config.start_timestamp, c.timeZone) } }
        : null,
    latestPoints: c.latestPoints,
  };
};
