import { TIME } from '../../schemas/constants';

/** Cards, countdowns and the closing rules move with one clock that ticks every 30 seconds. */
export const CLOCK_TICK = 30 * TIME.SECOND;

/**
 * The app's one source of "now": the time of the last tick, for screens that redraw with the clock. It ticks
 * only while someone listens, and reads the time afresh when the first listener comes.
 */
export interface Clock {
  /** The time of the last tick (a stable value between ticks, as `useSyncExternalStore` needs). */
  now: () => number;
  /** Calls `listener` at every tick; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export function createClock({
  tickMs = CLOCK_TICK,
  read = Date.now,
}: {
  tickMs?: number;
  read?: () => number;
} = {}): Clock {
  let current = read();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | null = null;
  const tick = () => {
    current = read();
    for (const l of listeners) l();
  };
  return {
    now: () => current,
    subscribe(listener) {
      listeners.add(listener);
      if (timer === null) {
        current = read();
        timer = setInterval(tick, tickMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== null) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
  };
}
