import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { adRotationMachine } from '../../machines/adRotation';
import { modelPaths, replay } from './model';
import { adRotationModel } from './models/adRotation.model';

describe('adRotation', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(adRotationModel);
    expect(paths.length).toBeGreaterThan(2);
    for (const p of paths) replay(adRotationModel, p);
  });

  it('shows the next ad after each interval, wraps around, and a chosen ad restarts the wait', () => {
    const clock = new SimulatedClock();
    const actor = createActor(adRotationMachine, {
      input: { count: 3, interval: 5000, autoplay: true },
      clock,
    }).start();
    const index = () => actor.getSnapshot().context.index;
    clock.increment(4999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    clock.increment(5000);
    expect(index()).toBe(2);
    clock.increment(5000);
    expect(index()).toBe(0);
    clock.increment(2000);
    actor.send({ type: 'AD.SHOW', index: 2 });
    clock.increment(4999);
    expect(index()).toBe(2);
    clock.increment(1);
    expect(index()).toBe(0);
  });

  it('with reduced motion stays on an ad until a dot is chosen', () => {
    const clock = new SimulatedClock();
    const actor = createActor(adRotationMachine, {
      input: { count: 3, interval: 5000, autoplay: false },
      clock,
    }).start();
    clock.increment(60_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'AD.SHOW', index: 1 });
    expect(actor.getSnapshot().context.index).toBe(1);
    clock.increment(60_000);
    expect(actor.getSnapshot().context.index).toBe(1);
  });
});
