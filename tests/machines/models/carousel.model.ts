import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { carouselMachine } from '../../../machines/carousel';
import { carouselView } from '../../../machines/carousel.view';
import type { MachineModel, Step } from '../model';

type Machine = typeof carouselMachine;
type Ev = EventFromLogic<Machine>;

const events: Ev[] = [
  { type: 'SLIDE.NEXT' },
  { type: 'SLIDE.PREVIOUS' },
  { type: 'SLIDE.SHOW', index: 2 },
  { type: 'SLIDE.SHOW', index: 9 },
  { type: 'ROTATION.PAUSE' },
  { type: 'ROTATION.PLAY' },
  { type: 'POINTER.HOLD' },
  { type: 'POINTER.RELEASE' },
  { type: 'xstate.after.ROTATION.carousel.playing' } as unknown as Ev,
];

/** The slide a step must show, from the slide before it and what happened. */
function expectedIndex(s: SnapshotFrom<Machine>, step: Step<Machine>): number | null {
  const before = step.previous?.context.index;
  if (before === undefined) return 0;
  const { count } = s.context;
  switch (step.event.type) {
    case 'SLIDE.NEXT':
      return (before + 1) % count;
    case 'SLIDE.PREVIOUS':
      return (before - 1 + count) % count;
    case 'SLIDE.SHOW': {
      const wanted = (step.event as { index: number }).index;
      return wanted < count ? wanted : before;
    }
    default:
      // A timer's step moves on by one; pausing, playing, holding and releasing keep the slide.
      return step.event.type.startsWith('xstate.after.') ? (before + 1) % count : before;
  }
}

function meaning(s: SnapshotFrom<Machine>, step: Step<Machine>) {
  const view = carouselView(s);
  const { index, count, autoplay } = s.context;
  expect(index).toBeGreaterThanOrEqual(0);
  expect(view.index).toBe(index);
  if (s.matches('single')) {
    expect(count).toBeLessThanOrEqual(1);
    expect(view).toMatchObject({ hasControls: false, moving: false, rotation: null, live: 'polite' });
    return;
  }
  expect(index).toBeLessThan(count);
  expect(index).toBe(expectedIndex(s, step));
  expect(view.hasControls).toBe(true);
  if (s.matches('playing')) {
    expect(view).toMatchObject({ moving: true, live: 'off', rotation: { event: 'ROTATION.PAUSE' } });
  } else if (s.matches('held')) {
    expect(view).toMatchObject({ moving: false, live: 'off', rotation: { event: 'ROTATION.PAUSE' } });
  } else if (s.matches('paused')) {
    expect(view).toMatchObject({ moving: false, live: 'polite', rotation: { label: 'lobby.carousel.play' } });
    // Reduced motion starts paused; otherwise only the Pause button pauses.
    if (step.event.type === 'xstate.init') expect(autoplay).toBe(false);
  } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
}

export const carouselModel: MachineModel<Machine> = {
  name: 'carousel',
  machine: carouselMachine,
  inputs: [
    { label: 'one slide', input: { count: 1, interval: 8000, autoplay: true } },
    { label: 'three slides', input: { count: 3, interval: 6000, autoplay: true } },
    { label: 'three slides, reduced motion', input: { count: 3, interval: 6000, autoplay: false } },
  ],
  events: () => events,
  delays: (s) => ({ ROTATION: s.context.interval }),
  meaning,
  transitionPaths: true,
  serializeState: (s) => JSON.stringify([s.value, s.context.index]),
};
