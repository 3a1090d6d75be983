/**
 * The pre-roll ad before an on-demand video (001 §2, §4 'Video and ads'): the ad plays first, then the main video
 * starts when the ad ends, is skipped or fails to play. The Skip Ad control is hidden when the last ad run was
 * less than an hour ago (001 §9: remembered by a cookie lasting 1/24 day); admins may always skip (001 §6).
 * Input: whether there is an ad, whether an ad ran within the hour, whether the viewer may always skip.
 * Provide `rememberRun`, `logStarted`, `logComplete`, `logSkip` and `logClick` (no-ops here).
 */
import { or, setup } from 'xstate';

export interface AdPlaybackInput {
  hasAd: boolean;
  /** An ad ran for this viewer less than an hour ago (the ad-run cookie is there). */
  ranRecently: boolean;
  /** Admins skip ads whenever they like. */
  mayAlwaysSkip: boolean;
}
export type AdPlaybackEvent =
  | { type: 'AD.ENDED' }
  | { type: 'AD.SKIP' }
  | { type: 'AD.ERROR' }
  | { type: 'AD.OPEN_LINK' };

export const adPlaybackMachine = setup({
  types: {
    context: {} as AdPlaybackInput,
    events: {} as AdPlaybackEvent,
    input: {} as AdPlaybackInput,
  },
  actions: {
    rememberRun: () => {},
    logStarted: () => {},
    logComplete: () => {},
    logSkip: () => {},
    logClick: () => {},
  },
  guards: {
    hasAd: ({ context }) => context.hasAd,
    mayAlwaysSkip: ({ context }) => context.mayAlwaysSkip,
    isOutsideSkipWindow: ({ context }) => !context.ranRecently,
  },
}).createMachine({
  id: 'adPlayback',
  context: ({ input }) => ({ ...input }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'hasAd', target: 'playingAd' }, { target: 'main' }],
    },
    playingAd: {
      entry: ['rememberRun', 'logStarted'],
      on: {
        'AD.ENDED': { target: 'main', actions: 'logComplete' },
        'AD.SKIP': {
          guard: or(['isOutsideSkipWindow', 'mayAlwaysSkip']),
          target: 'main',
          actions: 'logSkip',
        },
        'AD.ERROR': { target: 'main' },
        'AD.OPEN_LINK': { actions: 'logClick' },
      },
    },
    /** The main video: it starts by itself after an ad, and waits for Play when there was none. */
    main: {},
  },
});
