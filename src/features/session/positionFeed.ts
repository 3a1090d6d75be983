/**
 * The player's position as it moves, for the parts of the page that follow it (the awareness checks) without
 * redrawing the page at every time update.
 */
export interface PositionFeed {
  publish(position: number): void;
  /** Calls `listener` with each position; returns the unsubscribe. */
  subscribe(listener: (position: number) => void): () => void;
}

export function createPositionFeed(): PositionFeed {
  const listeners = new Set<(position: number) => void>();
  return {
    publish(position) {
      for (const l of listeners) l(position);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
