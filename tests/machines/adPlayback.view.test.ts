import { describe, expect, it } from 'vitest';
import { type AdPlaybackEvent, type AdPlaybackInput, adPlaybackMachine } from '../../machines/adPlayback';
import { adPlaybackView } from '../../machines/adPlayback.view';
import { createActor } from 'xstate';

const viewAfter = (input: AdPlaybackInput, event?: AdPlaybackEvent['type']) => {
  const actor = createActor(adPlaybackMachine, { input }).start();
  if (event) actor.send({ type: event });
  return adPlaybackView(actor.getSnapshot());
};
const fresh = { hasAd: true, ranRecently: false, mayAlwaysSkip: false };
const keys = { labelKey: 'ads.preroll.label', skipKey: 'ads.preroll.skip', visitKey: 'ads.preroll.visit' };

describe('adPlaybackView', () => {
  it('shows the ad with Skip Ad first, then the main video, which starts by itself', () => {
    expect(viewAfter(fresh)).toEqual({
      state: 'playingAd',
      showAd: true,
      showMain: false,
      autoplayMain: false,
      canSkip: true,
      ...keys,
    });
    for (const end of ['AD.SKIP', 'AD.ENDED', 'AD.ERROR'] as const)
      expect(viewAfter(fresh, end)).toEqual({
        state: 'main',
        showAd: false,
        showMain: true,
        autoplayMain: true,
        canSkip: false,
        ...keys,
      });
  });

  it('hides Skip Ad within the hour after the last ad run, except for admins', () => {
    expect(viewAfter({ ...fresh, ranRecently: true })).toMatchObject({ showAd: true, canSkip: false });
    expect(viewAfter({ ...fresh, ranRecently: true, mayAlwaysSkip: true })).toMatchObject({ canSkip: true });
  });

  it('goes straight to the main video, waiting for Play, when there is no ad', () => {
    expect(viewAfter({ ...fresh, hasAd: false })).toMatchObject({
      state: 'main',
      showMain: true,
      autoplayMain: false,
      canSkip: false,
    });
  });
});
