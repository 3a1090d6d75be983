import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_TICK, createClock } from '../../../src/program/clock';

describe('the app clock', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('holds the time of its last tick and ticks every 30 seconds while someone listens', () => {
    const clock = createClock();
    const heard: number[] = [];
    vi.advanceTimersByTime(5_000);
    const stop = clock.subscribe(() => heard.push(clock.now()));
    expect(clock.now()).toBe(1_005_000);
    vi.advanceTimersByTime(CLOCK_TICK - 1);
    expect(clock.now()).toBe(1_005_000);
    vi.advanceTimersByTime(1);
    expect(heard).toEqual([1_005_000 + CLOCK_TICK]);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(CLOCK_TICK * 3);
    expect(heard).toHaveLength(1);
  });

  it('keeps one interval for all its listeners', () => {
    const clock = createClock({ tickMs: 1_000 });
    const a = vi.fn();
    const b = vi.fn();
    const stopA = clock.subscribe(a);
    const stopB = clock.subscribe(b);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2_000);
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([2, 2]);
    stopA();
    expect(vi.getTimerCount()).toBe(1);
    stopB();
    expect(vi.getTimerCount()).toBe(0);
  });
});
