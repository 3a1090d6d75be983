import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { type RatingFigures, ratingMachine } from '../../../machines/rating';
import { ratingView } from '../../../machines/rating.view';
import { ratingAverage } from '../../../machines/support/ratingAggregate';
import type { MachineModel } from '../model';

export const SERVER_MESSAGE = 'Ratings are closed.';
/** What the server answers to a save: its own figures, which the machine takes over its optimistic ones. */
export const SERVER_FIGURES = { value: 4, count: 10, total: 37 };

export const ratingTestMachine = ratingMachine.provide({
  actors: { saveRating: fromPromise(() => new Promise<RatingFigures>(() => {})) },
});
type Machine = typeof ratingTestMachine;
type Ev = EventFromLogic<Machine>;

const events: Ev[] = [
  { type: 'RATING.SET', value: 3.5 },
  { type: 'RATING.SET', value: 0 },
  { type: 'RATING.SET', value: 2.3 },
  { type: 'RATING.SYNC', value: 1, count: 2, total: 3 },
  { type: 'xstate.done.actor.saveRating', output: SERVER_FIGURES } as unknown as Ev,
  { type: 'xstate.error.actor.saveRating', error: { message: SERVER_MESSAGE } } as unknown as Ev,
];

function meaning(s: SnapshotFrom<Machine>) {
  const view = ratingView(s);
  const { value, count, total, before } = s.context;
  expect(count).toBeGreaterThanOrEqual(0);
  expect(view.average).toBe(ratingAverage({ count, total }));
  if (s.matches('idle')) {
    expect(before).toBeNull();
    expect(view.saving).toBe(false);
    // Only a new value on the scale starts a save: the value held, or one off the scale, changes nothing.
    for (const same of [value, 2.3, 6, -1]) expect(s.can({ type: 'RATING.SET', value: same })).toBe(false);
    expect(s.can({ type: 'RATING.SET', value: value === 3.5 ? 0 : 3.5 })).toBe(true);
  } else if (s.matches('saving')) {
    expect(view.saving).toBe(true);
    expect(view.failure).toBeNull();
    expect(before).not.toBeNull();
    // The optimistic aggregate follows 000 §4 from the figures before the change.
    if (before) {
      if (before.value === 0)
        expect({ count, total }).toEqual({ count: before.count + 1, total: before.total + value });
      else if (value === 0)
        expect({ count, total }).toEqual({ count: before.count - 1, total: before.total - before.value });
      else
        expect({ count, total }).toEqual({ count: before.count, total: before.total + value - before.value });
    }
  } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
}

export const ratingModel: MachineModel<Machine> = {
  name: 'rating',
  machine: ratingTestMachine,
  inputs: [
    { label: 'not rated yet', input: { value: 0, count: 4, total: 14 } },
    { label: 'rated 2', input: { value: 2, count: 4, total: 14 } },
  ],
  events: () => events,
  meaning,
  serializeState: (s) => JSON.stringify([s.value, s.context]),
};
