/** What the welcome carousel shows for a snapshot of the carousel machine: the slide, the controls, the live region. */
import type { SnapshotFrom } from 'xstate';
import type { carouselMachine } from './carousel';
import { stateName } from './support/stateName';

/** The text keys the carousel's controls show (src/i18n). */
export const CAROUSEL_TEXT_KEYS = [
  'lobby.carousel.pause',
  'lobby.carousel.play',
  'lobby.carousel.previous',
  'lobby.carousel.next',
  'lobby.carousel.show',
  'lobby.carousel.slide',
] as const;

export type CarouselTextKey = (typeof CAROUSEL_TEXT_KEYS)[number];

export interface CarouselView {
  /** The machine's state, for `data-state`. */
  readonly state: string;
  readonly index: number;
  readonly count: number;
  /** Previous, Next and a button per slide: only with several slides. */
  readonly hasControls: boolean;
  /** The slides change by themselves now (not held by the pointer, not paused). */
  readonly moving: boolean;
  /** The rotation button (Pause while it rotates or is held, Play when paused); none with one slide. */
  readonly rotation: {
    readonly label: CarouselTextKey;
    readonly event: 'ROTATION.PAUSE' | 'ROTATION.PLAY';
  } | null;
  /**
   * aria-live of the slides (WAI carousel pattern): off while they may change by themselves, so a screen reader
   * is not interrupted, polite when they change only on request.
   */
  readonly live: 'off' | 'polite';
}

export function carouselView(s: SnapshotFrom<typeof carouselMachine>): CarouselView {
  const { index, count } = s.context;
  const paused = s.matches('paused');
  const several = !s.matches('single');
  return {
    state: stateName(s.value),
    index,
    count,
    hasControls: several,
    moving: s.matches('playing'),
    rotation: several
      ? paused
        ? { label: 'lobby.carousel.play', event: 'ROTATION.PLAY' }
        : { label: 'lobby.carousel.pause', event: 'ROTATION.PAUSE' }
      : null,
    live: s.matches('playing') || s.matches('held') ? 'off' : 'polite',
  };
}
