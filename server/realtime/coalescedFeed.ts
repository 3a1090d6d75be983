export interface CoalescedFeedDeps {
  clock: { now(): number };
  /** At most one send per key in this many ms. */
  intervalMs: number;
  /** Reads the current state of `key` and publishes it; called at most once an interval per key. */
  send: (key: string) => Promise<void>;
  /** Runs `job` after `ms` (setTimeout unless a test gives its own). */
  schedule?: (job: () => void, ms: number) => void;
  onError?: (err: unknown) => void;
}

const later = (job: () => void, ms: number) => {
  setTimeout(job, ms).unref?.();
};

/**
 * Live updates of many keys (an event's leaderboard, a session's polls), coalesced: after `changed(key)`, the
 * key's state goes out at most once an interval. A change while a send is due joins it; a change soon after a
 * send waits for the interval's end. The state is read when sent, so the last change of a burst is always in it.
 */
export function createCoalescedFeed(deps: CoalescedFeedDeps) {
  const schedule = deps.schedule ?? later;
  const lastSent = new Map<string, number>();
  const due = new Set<string>();
  return {
    changed(key: string) {
      if (due.has(key)) return;
      due.add(key);
      const last = lastSent.get(key);
      const wait = last === undefined ? 0 : Math.max(0, last + deps.intervalMs - deps.clock.now());
      schedule(() => {
        due.delete(key);
        lastSent.set(key, deps.clock.now());
        deps.send(key).catch((err) => deps.onError?.(err));
      }, wait);
    },
  };
}
export type CoalescedFeed = ReturnType<typeof createCoalescedFeed>;
