import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { favoriteToggleMachine } from '../../machines/favoriteToggle';
import { favoriteToggleView } from '../../machines/favoriteToggle.view';
import { modelPaths, replay } from './model';
import { favoriteToggleModel, SERVER_MESSAGE } from './models/favoriteToggle.model';

describe('favoriteToggle', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(favoriteToggleModel);
    expect(paths.length).toBeGreaterThanOrEqual(6);
    for (const p of paths) replay(favoriteToggleModel, p);
  });

  it('shows the star at once, and puts it back with the message when the call fails', async () => {
    let fail = true;
    const calls: string[] = [];
    const actor = createActor(
      favoriteToggleMachine.provide({
        actors: {
          addFavorite: fromPromise(async () => {
            calls.push('add');
            if (fail) throw new Error(SERVER_MESSAGE);
          }),
          removeFavorite: fromPromise(async () => {
            calls.push('remove');
          }),
        },
      }),
      { input: { favorited: false } },
    ).start();
    actor.send({ type: 'FAVORITE.TOGGLE' });
    expect(favoriteToggleView(actor.getSnapshot()).filled).toBe(true);
    await waitFor(actor, (s) => s.matches('off'));
    expect(favoriteToggleView(actor.getSnapshot())).toMatchObject({ filled: false, failure: SERVER_MESSAGE });
    fail = false;
    actor.send({ type: 'FAVORITE.TOGGLE' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('on'));
    actor.send({ type: 'FAVORITE.TOGGLE' });
    await waitFor(actor, (s) => s.matches('off'));
    expect(calls).toEqual(['add', 'add', 'remove']);
  });

  it('never toggles a session forced into the itinerary, nor syncs it away', () => {
    const actor = createActor(favoriteToggleMachine, { input: { favorited: false, forced: true } }).start();
    actor.send({ type: 'FAVORITE.TOGGLE' });
    actor.send({ type: 'FAVORITE.SYNC', favorited: false });
    expect(actor.getSnapshot().value).toBe('forced');
  });
});
