/** What the video player shows for a snapshot of the adPlayback machine. */
import type { SnapshotFrom } from 'xstate';
import type { adPlaybackMachine } from './adPlayback';
import { stateName } from './support/stateName';

/** The text keys of the pre-roll (src/i18n): its label and the skip control. */
export const AD_PLAYBACK_TEXT_KEYS = ['ads.preroll.label', 'ads.preroll.skip', 'ads.preroll.visit'] as const;

export interface AdPlaybackView {
  /** The machine's state, for `data-ad` (playingAd, main). */
  readonly state: string;
  /** The ad plays in place of the video. */
  readonly showAd: boolean;
  /** The main video is in the player. */
  readonly showMain: boolean;
  /** The main video starts by itself: it comes after an ad. */
  readonly autoplayMain: boolean;
  /** The Skip Ad control shows (hidden within the hour after the last ad run, unless the viewer is an admin). */
  readonly canSkip: boolean;
  readonly labelKey: (typeof AD_PLAYBACK_TEXT_KEYS)[0];
  readonly skipKey: (typeof AD_PLAYBACK_TEXT_KEYS)[1];
  readonly visitKey: (typeof AD_PLAYBACK_TEXT_KEYS)[2];
}

export const adPlaybackView = (s: SnapshotFrom<typeof adPlaybackMachine>): AdPlaybackView => ({
  state: stateName(s.value),
  showAd: s.matches('playingAd'),
  showMain: s.matches('main'),
  autoplayMain: s.matches('main') && s.context.hasAd,
  canSkip: s.matches('playingAd') && s.can({ type: 'AD.SKIP' }),
  labelKey: 'ads.preroll.label',
  skipKey: 'ads.preroll.skip',
  visitKey: 'ads.preroll.visit',
});
