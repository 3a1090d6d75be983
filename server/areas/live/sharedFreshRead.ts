/**
 * A read whose answer must include the caller's own write (a vote's reply shows the counts with that vote), shared
 * by the callers who ask at once: each gets the result of a read that started after it asked, and all who asked
 * while one read ran share the next. Under a burst of N writes the store is read about twice, not N times.
 */
export function createSharedFreshRead<K, V>(read: (key: K) => Promise<V>) {
  interface Slot {
    running: Promise<V> | null;
    next: Promise<V> | null;
  }
  const slots = new Map<K, Slot>();

  const start = (key: K, slot: Slot): Promise<V> => {
    const run = read(key);
    slot.running = run;
    const settle = () => {
      if (slot.running === run) slot.running = null;
      if (!slot.running && !slot.next) slots.delete(key);
    };
    run.then(settle, settle);
    return run;
  };

  return (key: K): Promise<V> => {
    let slot = slots.get(key);
    if (!slot) {
      slot = { running: null, next: null };
      slots.set(key, slot);
    }
    if (!slot.running) return start(key, slot);
    if (slot.next) return slot.next;
    const s = slot;
    const after = (s.running as Promise<V>).then(
      () => undefined,
      () => undefined,
    );
    s.next = after.then(() => {
      s.next = null;
      return start(key, s);
    });
    return s.next;
  };
}
