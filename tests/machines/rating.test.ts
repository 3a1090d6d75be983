import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type RatingFigures, ratingMachine } from '../../machines/rating';
import { ratingView } from '../../machines/rating.view';
import { ratingAfter, ratingAverage } from '../../machines/support/ratingAggregate';
import { modelPaths, replay } from './model';
import { ratingModel, SERVER_MESSAGE } from './models/rating.model';

describe('rating', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(ratingModel);
    expect(paths.length).toBeGreaterThanOrEqual(5);
    for (const p of paths) replay(ratingModel, p);
  });

  it('changes value and average at once, and puts both back when the call fails', async () => {
    const actor = createActor(
      ratingMachine.provide({
        actors: {
          saveRating: fromPromise<RatingFigures, number>(async () => {
            throw new Error(SERVER_MESSAGE);
          }),
        },
      }),
      { input: { value: 0, count: 2, total: 7 } },
    ).start();
    actor.send({ type: 'RATING.SET', value: 4.5 });
    expect(ratingView(actor.getSnapshot())).toMatchObject({
      value: 4.5,
      count: 3,
      average: 3.8,
      saving: true,
    });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(ratingView(actor.getSnapshot())).toMatchObject({
      value: 0,
      count: 2,
      average: 3.5,
      failure: SERVER_MESSAGE,
    });
  });

  it('takes the server figures after a save', async () => {
    const actor = createActor(
      ratingMachine.provide({
        actors: { saveRating: fromPromise(async ({ input }) => ({ value: input, count: 9, total: 30 })) },
      }),
      { input: { value: 3, count: 2, total: 7 } },
    ).start();
    actor.send({ type: 'RATING.SET', value: 0 });
    expect(actor.getSnapshot().context).toMatchObject({ count: 1, total: 4 });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toMatchObject({ value: 0, count: 9, total: 30, failure: null });
  });

  it('keeps the aggregate arithmetic of 000 §4', () => {
    expect(ratingAfter({ count: 0, total: 0 }, 0, 3.5)).toEqual({ count: 1, total: 3.5 });
    expect(ratingAfter({ count: 3, total: 10 }, 2, 4.5)).toEqual({ count: 3, total: 12.5 });
    expect(ratingAfter({ count: 3, total: 10 }, 2, 0)).toEqual({ count: 2, total: 8 });
    expect(ratingAfter({ count: 3, total: 10 }, 2, 2)).toEqual({ count: 3, total: 10 });
    expect(ratingAverage({ count: 3, total: 10 })).toBe(3.3);
    expect(ratingAverage({ count: 0, total: 0 })).toBeNull();
  });
});
