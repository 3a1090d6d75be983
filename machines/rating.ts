/**
 * One person's rating of an entity, with the entity's aggregate: idle, or saving while the caller's call runs.
 * RATING.SET changes the value and the aggregate at once (optimistic, 0 removes the rating); the call's answer
 * brings the server's aggregate, a failure puts value and aggregate back as they were with the server's
 * message. RATING.SYNC brings the server's figures when no call is running.
 * Input: value (0 when not rated), count, total. Provide the actor saveRating (input: the new value; output:
 * the server's { value, count, total }).
 */
import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from './support/callError';
import { type RatingAggregate, isRatingValue, ratingAfter } from './support/ratingAggregate';

export interface RatingFigures extends RatingAggregate {
  /** This person's rating: 0 when none. */
  readonly value: number;
}

export interface RatingContext extends RatingFigures {
  /** The figures before the running call, restored when it fails. */
  readonly before: RatingFigures | null;
  readonly failure: string | null;
}

export type RatingEvent = { type: 'RATING.SET'; value: number } | ({ type: 'RATING.SYNC' } & RatingFigures);

const figuresOf = ({ value, count, total }: RatingFigures): RatingFigures => ({ value, count, total });

export const ratingMachine = setup({
  types: {
    input: {} as RatingFigures,
    context: {} as RatingContext,
    events: {} as RatingEvent,
  },
  actors: {
    saveRating: fromPromise<RatingFigures, number>(() => {
      throw new Error('saveRating not provided');
    }),
  },
  guards: {
    isNewValue: ({ context, event }) =>
      event.type === 'RATING.SET' && isRatingValue(event.value) && event.value !== context.value,
  },
  actions: {
    applyOptimistically: assign(({ context, event }) => {
      if (event.type !== 'RATING.SET') return {};
      return {
        ...ratingAfter(context, context.value, event.value),
        value: event.value,
        before: figuresOf(context),
        failure: null,
      };
    }),
    takeServerFigures: assign((_, figures: RatingFigures) => ({ ...figuresOf(figures), before: null })),
  },
}).createMachine({
  id: 'rating',
  context: ({ input }) => ({ ...figuresOf(input), before: null, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'RATING.SET': { guard: 'isNewValue', target: 'saving', actions: 'applyOptimistically' },
        'RATING.SYNC': {
          actions: { type: 'takeServerFigures', params: ({ event }) => figuresOf(event) },
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveRating',
        src: 'saveRating',
        input: ({ context }) => context.value,
        onDone: {
          target: 'idle',
          actions: { type: 'takeServerFigures', params: ({ event }) => event.output },
        },
        onError: {
          target: 'idle',
          // Value and aggregate as they were before the optimistic change.
          actions: assign(({ context, event }) => ({
            ...(context.before ?? figuresOf(context)),
            before: null,
            failure: messageOf(event.error),
          })),
        },
      },
    },
  },
});
