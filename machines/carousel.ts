/**
 * The lobby's welcome carousel (000 §2): slides that advance by themselves every `interval` ms and wrap around,
 * with the controls of the WAI carousel pattern and WCAG 2.2.2 (Pause, Stop, Hide). Previous, Next and a slide's
 * own button (SLIDE.SHOW) change the slide and restart the wait; Pause stops the rotation until Play; the pointer
 * resting on the carousel holds it (HOLD) until it leaves (RELEASE). One slide never moves, and for a person who
 * asked for reduced motion the carousel starts paused.
 * Input: the number of slides, the interval and whether to rotate by itself. Nothing to provide.
 */
import { assign, not, setup } from 'xstate';

export interface CarouselInput {
  count: number;
  interval: number;
  /** False when the person asked for reduced motion (prefers-reduced-motion): it starts paused. */
  autoplay: boolean;
}
export interface CarouselContext extends CarouselInput {
  index: number;
}
export type CarouselEvent =
  | { type: 'SLIDE.NEXT' }
  | { type: 'SLIDE.PREVIOUS' }
  | { type: 'SLIDE.SHOW'; index: number }
  | { type: 'ROTATION.PAUSE' }
  | { type: 'ROTATION.PLAY' }
  | { type: 'POINTER.HOLD' }
  | { type: 'POINTER.RELEASE' };

const SLIDE_CHANGES = {
  'SLIDE.NEXT': { actions: 'showNext' },
  'SLIDE.PREVIOUS': { actions: 'showPrevious' },
  'SLIDE.SHOW': { actions: 'showChosen' },
} as const;

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  delays: {
    ROTATION: ({ context }) => context.interval,
  },
  actions: {
    showNext: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    showPrevious: assign({ index: ({ context }) => (context.index - 1 + context.count) % context.count }),
    showChosen: assign({
      index: ({ context, event }) =>
        event.type === 'SLIDE.SHOW' &&
        Number.isInteger(event.index) &&
        event.index >= 0 &&
        event.index < context.count
          ? event.index
          : context.index,
    }),
  },
  guards: {
    hasSeveralSlides: ({ context }) => context.count > 1,
    mayMoveByItself: ({ context }) => context.autoplay,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({ ...input, index: 0 }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [
        { guard: not('hasSeveralSlides'), target: 'single' },
        { guard: 'mayMoveByItself', target: 'playing' },
        { target: 'paused' },
      ],
    },
    single: {},
    playing: {
      after: { ROTATION: { target: 'playing', reenter: true, actions: 'showNext' } },
      on: {
        'SLIDE.NEXT': { target: 'playing', reenter: true, actions: 'showNext' },
        'SLIDE.PREVIOUS': { target: 'playing', reenter: true, actions: 'showPrevious' },
        'SLIDE.SHOW': { target: 'playing', reenter: true, actions: 'showChosen' },
        'ROTATION.PAUSE': { target: 'paused' },
        'POINTER.HOLD': { target: 'held' },
      },
    },
    held: {
      on: {
        ...SLIDE_CHANGES,
        'ROTATION.PAUSE': { target: 'paused' },
        'POINTER.RELEASE': { target: 'playing' },
      },
    },
    paused: {
      on: {
        ...SLIDE_CHANGES,
        'ROTATION.PLAY': { target: 'playing' },
      },
    },
  },
});
