import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { lobbyAdMachine } from '../../machines/lobbyAd';
import { lobbyAdView } from '../../machines/lobbyAd.view';

const viewAfter = (input: { configured: boolean; seen: boolean }, event?: 'AD.CONTINUE' | 'AD.CLOSE') => {
  const actor = createActor(lobbyAdMachine, { input }).start();
  if (event) actor.send({ type: event });
  return lobbyAdView(actor.getSnapshot());
};

const keys = { titleKey: 'lobby.ad.title', continueKey: 'lobby.ad.continue' };

describe('lobbyAdView', () => {
  it('is open while the ad shows, and settled once it was continued or closed', () => {
    expect(viewAfter({ configured: true, seen: false })).toEqual({
      state: 'showing',
      open: true,
      settled: false,
      ...keys,
    });
    expect(viewAfter({ configured: true, seen: false }, 'AD.CONTINUE')).toEqual({
      state: 'continued',
      open: false,
      settled: true,
      ...keys,
    });
    expect(viewAfter({ configured: true, seen: false }, 'AD.CLOSE')).toMatchObject({
      state: 'closed',
      open: false,
      settled: true,
    });
  });

  it('never opens when the ad was seen in this login or none is configured', () => {
    for (const input of [
      { configured: true, seen: true },
      { configured: false, seen: true },
      { configured: false, seen: false },
    ])
      expect(viewAfter(input)).toMatchObject({ state: 'none', open: false, settled: true });
  });
});
