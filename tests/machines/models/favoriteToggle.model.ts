import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { favoriteToggleMachine } from '../../../machines/favoriteToggle';
import { favoriteToggleView } from '../../../machines/favoriteToggle.view';
import type { MachineModel } from '../model';

export const SERVER_MESSAGE = 'Favorites are closed.';

/** The real machine; its calls never settle by themselves: the paths send their done and error events. */
export const favoriteToggleTestMachine = favoriteToggleMachine.provide({
  actors: {
    addFavorite: fromPromise(() => new Promise<void>(() => {})),
    removeFavorite: fromPromise(() => new Promise<void>(() => {})),
  },
});
type Machine = typeof favoriteToggleTestMachine;
type Ev = EventFromLogic<Machine>;

const events: Ev[] = [
  { type: 'FAVORITE.TOGGLE' },
  { type: 'FAVORITE.SYNC', favorited: true },
  { type: 'FAVORITE.SYNC', favorited: false },
  ...['addFavorite', 'removeFavorite'].flatMap(
    (id) =>
      [
        { type: `xstate.done.actor.${id}`, output: {} },
        { type: `xstate.error.actor.${id}`, error: { message: SERVER_MESSAGE } },
      ] as unknown as Ev[],
  ),
];

function meaning(s: SnapshotFrom<Machine>) {
  const view = favoriteToggleView(s);
  if (s.matches('forced')) {
    expect(view).toMatchObject({ filled: true, forced: true, busy: false, canToggle: false });
  } else if (s.matches('off')) {
    expect(view).toMatchObject({ filled: false, forced: false, busy: false, canToggle: true });
    // The server's list saying "not saved" leaves a favorite that is not saved as it is (its failure too).
    expect(s.can({ type: 'FAVORITE.SYNC', favorited: false })).toBe(false);
  } else if (s.matches('on')) {
    expect(view).toMatchObject({ filled: true, forced: false, busy: false, canToggle: true });
    expect(s.can({ type: 'FAVORITE.SYNC', favorited: true })).toBe(false);
  } else if (s.matches('adding')) {
    expect(view).toMatchObject({ filled: true, busy: true, canToggle: false, failure: null });
  } else if (s.matches('removing')) {
    expect(view).toMatchObject({ filled: false, busy: true, canToggle: false, failure: null });
  } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
  expect([null, SERVER_MESSAGE]).toContain(view.failure);
}

export const favoriteToggleModel: MachineModel<Machine> = {
  name: 'favoriteToggle',
  machine: favoriteToggleTestMachine,
  inputs: [
    { label: 'not saved', input: { favorited: false } },
    { label: 'saved', input: { favorited: true } },
    { label: 'forced into the itinerary', input: { favorited: true, forced: true } },
  ],
  events: () => events,
  meaning,
  simplePaths: true,
  serializeState: (s) => JSON.stringify([s.value, s.context.failure]),
};
