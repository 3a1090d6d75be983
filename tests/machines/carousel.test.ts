import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { carouselMachine } from '../../machines/carousel';
import { modelPaths, replay } from './model';
import { carouselModel } from './models/carousel.model';

const start = (count: number, autoplay = true) => {
  const clock = new SimulatedClock();
  const actor = createActor(carouselMachine, { input: { count, interval: 6000, autoplay }, clock }).start();
  return {
    clock,
    actor,
    index: () => actor.getSnapshot().context.index,
    state: () => actor.getSnapshot().value,
  };
};

describe('carousel', () => {
  it('every path and transition from the definition, each state checked at every step', () => {
    const paths = modelPaths(carouselModel);
    expect(paths.length).toBeGreaterThan(10);
    for (const p of paths) replay(carouselModel, p);
  });

  it('advances after each interval and wraps around; Next, Previous and a chosen slide restart the wait', () => {
    const { clock, actor, index } = start(3);
    clock.increment(5999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    clock.increment(6000);
    expect(index()).toBe(2);
    clock.increment(6000);
    expect(index()).toBe(0);
    clock.increment(3000);
    actor.send({ type: 'SLIDE.PREVIOUS' });
    expect(index()).toBe(2);
    clock.increment(5999);
    expect(index()).toBe(2);
    clock.increment(1);
    expect(index()).toBe(0);
    clock.increment(3000);
    actor.send({ type: 'SLIDE.SHOW', index: 2 });
    clock.increment(5999);
    expect(index()).toBe(2);
  });

  it('stands still while the pointer rests on it, and moves again a full interval after it leaves', () => {
    const { clock, actor, index, state } = start(3);
    clock.increment(4000);
    actor.send({ type: 'POINTER.HOLD' });
    clock.increment(60_000);
    expect([state(), index()]).toEqual(['held', 0]);
    actor.send({ type: 'SLIDE.NEXT' });
    expect(index()).toBe(1);
    actor.send({ type: 'POINTER.RELEASE' });
    clock.increment(5999);
    expect(index()).toBe(1);
    clock.increment(1);
    expect(index()).toBe(2);
  });

  it('Pause stops it until Play, the pointer leaving included; one slide never moves', () => {
    const { clock, actor, index, state } = start(3);
    actor.send({ type: 'POINTER.HOLD' });
    actor.send({ type: 'ROTATION.PAUSE' });
    actor.send({ type: 'POINTER.RELEASE' });
    clock.increment(60_000);
    expect([state(), index()]).toEqual(['paused', 0]);
    actor.send({ type: 'ROTATION.PLAY' });
    clock.increment(6000);
    expect(index()).toBe(1);
    const one = start(1);
    one.clock.increment(60_000);
    expect([one.state(), one.index()]).toEqual(['single', 0]);
  });

  it('starts paused for a person who asked for reduced motion, and Play starts it', () => {
    const { clock, actor, index, state } = start(3, false);
    clock.increment(60_000);
    expect([state(), index()]).toEqual(['paused', 0]);
    actor.send({ type: 'ROTATION.PLAY' });
    clock.increment(6000);
    expect(index()).toBe(1);
  });
});
