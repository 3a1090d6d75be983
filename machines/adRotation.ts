/**
 * Rotating ads (000 §2 sign-in page, §9 'Ad rotation 8 s (or ad_rotation_speed)'): one ad stays still; two or
 * more rotate every `interval` ms, and a dot (AD.SHOW) shows one at once and restarts the wait.
 * Input: the number of ads and the interval. Nothing to provide.
 */
import { assign, setup } from 'xstate';

export interface AdRotationInput {
  count: number;
  interval: number;
}
export interface AdRotationContext extends AdRotationInput {
  index: number;
}
export type AdRotationEvent = { type: 'AD.SHOW'; index: number };

export const adRotationMachine = setup({
  types: {
    context: {} as AdRotationContext,
    events: {} as AdRotationEvent,
    input: {} as AdRotationInput,
  },
  delays: {
    ROTATION: ({ context }) => context.interval,
  },
  actions: {
    showNext: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    showChosen: assign({
      index: ({ context, event }) =>
        Number.isInteger(event.index) && event.index >= 0 && event.index < context.count
          ? event.index
          : context.index,
    }),
  },
  guards: {
    hasSeveralAds: ({ context }) => context.count > 1,
  },
}).createMachine({
  id: 'adRotation',
  context: ({ input }) => ({ ...input, index: 0 }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [{ guard: 'hasSeveralAds', target: 'rotating' }, { target: 'still' }],
    },
    still: {},
    rotating: {
      after: { ROTATION: { target: 'rotating', reenter: true, actions: 'showNext' } },
      on: { 'AD.SHOW': { target: 'rotating', reenter: true, actions: 'showChosen' } },
    },
  },
});
