export interface CoalescedFeedDeps<V> {
  clock: { now(): number };
  /** The shortest time between two sends of one key, in ms. */
  interval: number;
  /** Sends the key's current state (read when sent, so the last change of a burst is always in it). */
  send: (key: string, value: V) => Promise<void>;
  /** Runs `job` after `ms` (setTimeout unless a test gives its own). */
  schedule?: (job: () => void, ms: number) => void;
  onError?: (err: unknown) => void;
}

const later = (job: () => void, ms: number) => {
  setTimeout(job, ms).unref?.();
};

/**
 * Live updates that go out at most once an `interval` per key (an event's leaderboard, a session's questions
 * or polls), however many changes come: a change while one is due joins it (with its newer value); a change
 * soon after a send waits for the interval's end; the first change after a quiet spell goes at once. The interval
 * runs from the end of a send (its message published), so that a send held up by a busy database is not followed
 * at once by the next: the updates reach their receivers at least an interval apart.
 */
export function createCoalescedFeed<V>(deps: CoalescedFeedDeps<V>) {
  const schedule = deps.schedule ?? later;
  const lastSent = new Map<string, number>();
  const due = new Map<string, V>();
  const sending = new Set<string>();

  function plan(key: string) {
    const last = lastSent.get(key);
    // At most one interval: a clock set back since the last send must not hold the key's updates for as long.
    const wait =
      last === undefined ? 0 : Math.min(deps.interval, Math.max(0, last + deps.interval - deps.clock.now()));
    schedule(() => {
      const latest = due.get(key) as V;
      due.delete(key);
      sending.add(key);
      deps
        .send(key, latest)
        .catch((err) => deps.onError?.(err))
        .finally(() => {
          sending.delete(key);
          lastSent.set(key, deps.clock.now());
          if (due.has(key)) plan(key);
        });
    }, wait);
  }

  return {
    changed(key: string, value: V) {
      const waiting = due.has(key);
      due.set(key, value);
      if (!waiting && !sending.has(key)) plan(key);
    },
  };
}
export type CoalescedFeed<V> = ReturnType<typeof createCoalescedFeed<V>>;
