/**
 * Rotating ads (000 §2 sign-in page, §9 'Ad rotation 8 s (or ad_rotation_speed)'): one ad stays still; two or
 * more rotate every `interval` ms, and a dot (AD.SHOW) shows one at once and restarts the wait; for a person who
 * asked for reduced motion they do not move by themselves, and the dots change them.
 * Input: the number of ads, the interval and whether to rotate by itself. Nothing to provide.
 */
import { and, assign, setup } from 'xstate';

export interface AdRotationInput {
  count: number;
  interval: number;
  /** False when the person asked for reduced motion (prefers-reduced-motion): only the dots change the ad. */
  autoplay: boolean;
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
    mayMoveByItself: ({ context }) => context.autoplay,
  },
}).createMachine({
  id: 'adRotation',
  context: ({ input }) => ({ ...input, index: 0 }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [
        { guard: and(['hasSeveralAds', 'mayMoveByItself']), target: 'rotating' },
        { guard: 'hasSeveralAds', target: 'chosenByHand' },
        { target: 'still' },
      ],
    },
    still: {},
    chosenByHand: {
      on: { 'AD.SHOW': { actions: 'showChosen' } },
    },
    rotating: {
      after: { ROTATION: { target: 'rotating', reenter: true, actions: 'showNext' } },
      on: { 'AD.SHOW': { target: 'rotating', reenter: true, actions: 'showChosen' } },
    },
  },
});
