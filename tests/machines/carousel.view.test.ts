import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { carouselMachine } from '../../machines/carousel';
import { carouselView } from '../../machines/carousel.view';

const actorOf = (count: number, autoplay = true) =>
  createActor(carouselMachine, { input: { count, interval: 8000, autoplay } }).start();

describe('carouselView', () => {
  it('one slide: no controls, nothing moves, changes are announced', () => {
    expect(carouselView(actorOf(1).getSnapshot())).toEqual({
      state: 'single',
      index: 0,
      count: 1,
      hasControls: false,
      moving: false,
      rotation: null,
      live: 'polite',
    });
  });

  it('rotating: a Pause button, and the slides are not announced while they move by themselves', () => {
    const actor = actorOf(3);
    expect(carouselView(actor.getSnapshot())).toMatchObject({
      state: 'playing',
      hasControls: true,
      moving: true,
      rotation: { label: 'lobby.carousel.pause', event: 'ROTATION.PAUSE' },
      live: 'off',
    });
    actor.send({ type: 'POINTER.HOLD' });
    expect(carouselView(actor.getSnapshot())).toMatchObject({
      state: 'held',
      moving: false,
      rotation: { label: 'lobby.carousel.pause' },
      live: 'off',
    });
  });

  it('paused (or reduced motion): a Play button, and each change on request is announced', () => {
    const actor = actorOf(3);
    actor.send({ type: 'ROTATION.PAUSE' });
    actor.send({ type: 'SLIDE.NEXT' });
    expect(carouselView(actor.getSnapshot())).toEqual({
      state: 'paused',
      index: 1,
      count: 3,
      hasControls: true,
      moving: false,
      rotation: { label: 'lobby.carousel.play', event: 'ROTATION.PLAY' },
      live: 'polite',
    });
    expect(carouselView(actorOf(3, false).getSnapshot())).toMatchObject({ state: 'paused', moving: false });
  });
});
