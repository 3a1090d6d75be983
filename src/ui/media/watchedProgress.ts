import { useSyncExternalStore } from 'react';
import { type Progress, progressKey, readProgress, writeProgress } from './videoSources';

/**
 * How far this browser has watched each video, kept in localStorage. Screens showing it (the player, the
 * completion bars of the presentation list) redraw when the player saves progress here or in another tab.
 */

const listeners = new Set<() => void>();

export function safeLocal(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function saveProgress(href: string, progress: Progress) {
  writeProgress(safeLocal(), href, progress);
  for (const l of listeners) l();
}

/** The saved progress of a video; null when none is saved (or no address is given). */
export function useWatchedProgress(href: string | undefined): Progress | null {
  // The stored text is the snapshot: a stable value between saves, as useSyncExternalStore needs.
  const raw = useSyncExternalStore(subscribe, () =>
    href ? (safeLocal()?.getItem(progressKey(href)) ?? null) : null,
  );
  return raw === null || !href ? null : readProgress(safeLocal(), href);
}
