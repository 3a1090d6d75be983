import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { favoriteToggleMachine } from '../../machines/favoriteToggle';
import { favoriteToggleView } from '../../machines/favoriteToggle.view';

const pending = favoriteToggleMachine.provide({
  actors: {
    addFavorite: fromPromise<void>(() => new Promise<void>(() => {})),
    removeFavorite: fromPromise<void>(() => new Promise<void>(() => {})),
  },
});
const viewOf = (input: { favorited: boolean; forced?: boolean }, press = false) => {
  const actor = createActor(pending, { input }).start();
  if (press) actor.send({ type: 'FAVORITE.TOGGLE' });
  return favoriteToggleView(actor.getSnapshot());
};

describe('favoriteToggleView', () => {
  it('shows an empty star that can be pressed, then filled and busy while the save runs', () => {
    expect(viewOf({ favorited: false })).toEqual({
      state: 'off',
      filled: false,
      busy: false,
      forced: false,
      canToggle: true,
      failure: null,
    });
    expect(viewOf({ favorited: false }, true)).toMatchObject({
      state: 'adding',
      filled: true,
      busy: true,
      canToggle: false,
    });
  });

  it('shows a saved star empty while its removal runs', () => {
    expect(viewOf({ favorited: true })).toMatchObject({ state: 'on', filled: true, canToggle: true });
    expect(viewOf({ favorited: true }, true)).toMatchObject({ state: 'removing', filled: false, busy: true });
  });

  it('shows a forced star filled and not pressable', () => {
    expect(viewOf({ favorited: false, forced: true })).toMatchObject({
      state: 'forced',
      filled: true,
      forced: true,
      canToggle: false,
    });
  });
});
