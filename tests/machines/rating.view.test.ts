import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type RatingFigures, ratingMachine } from '../../machines/rating';
import { ratingView } from '../../machines/rating.view';

const pending = ratingMachine.provide({
  actors: { saveRating: fromPromise<RatingFigures, number>(() => new Promise<RatingFigures>(() => {})) },
});

describe('ratingView', () => {
  it('shows the value, the average to one decimal and the count', () => {
    const actor = createActor(pending, { input: { value: 4, count: 3, total: 10 } }).start();
    expect(ratingView(actor.getSnapshot())).toEqual({
      state: 'idle',
      value: 4,
      average: 3.3,
      count: 3,
      saving: false,
      failure: null,
    });
  });

  it('shows no average before anyone rated, and the new value while it is saved', () => {
    const actor = createActor(pending, { input: { value: 0, count: 0, total: 0 } }).start();
    expect(ratingView(actor.getSnapshot()).average).toBeNull();
    actor.send({ type: 'RATING.SET', value: 2.5 });
    expect(ratingView(actor.getSnapshot())).toMatchObject({
      state: 'saving',
      value: 2.5,
      average: 2.5,
      count: 1,
      saving: true,
    });
  });
});
