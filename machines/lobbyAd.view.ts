/** What the lobby shows of its ad modal for a snapshot of the lobbyAd machine. */
import type { SnapshotFrom } from 'xstate';
import type { lobbyAdMachine } from './lobbyAd';
import { stateName } from './support/stateName';

/** The text keys of the ad modal (src/i18n): its default title and its button. */
export const LOBBY_AD_TEXT_KEYS = ['lobby.ad.title', 'lobby.ad.continue'] as const;

export interface LobbyAdView {
  /** The machine's state, for `data-ad` (none, showing, continued, closed). */
  readonly state: string;
  /** The modal is open. */
  readonly open: boolean;
  /** The ad has had its turn (shown now or before, or none to show): nothing more will open. */
  readonly settled: boolean;
  readonly titleKey: (typeof LOBBY_AD_TEXT_KEYS)[0];
  readonly continueKey: (typeof LOBBY_AD_TEXT_KEYS)[1];
}

export const lobbyAdView = (s: SnapshotFrom<typeof lobbyAdMachine>): LobbyAdView => ({
  state: stateName(s.value),
  open: s.matches('showing'),
  settled: s.status === 'done',
  titleKey: 'lobby.ad.title',
  continueKey: 'lobby.ad.continue',
});
