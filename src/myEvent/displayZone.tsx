import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useClient } from '../browser/clientContext';

/** Whose clock times are shown in: the event's time zone, or the one of the reader's browser. */
export type ZoneChoice = 'event' | 'local';

interface DisplayZoneState {
  readonly choice: ZoneChoice;
  readonly choose: (choice: ZoneChoice) => void;
}

let readZone: string | undefined;

/**
 * The browser's own time zone, read when first asked: a page's first use of Intl loads its locale data, which a
 * page that shows no time (the sign-in page) need not pay for.
 */
export const browserZone = (): string => {
  readZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return readZone;
};

/**
 * Reads the browser's zone in a worker, for a signed-in frame whose screens show times: the first use of Intl
 * loads ICU's data, 20-70 ms here, which otherwise falls inside the first render of the screen that shows a time
 * (the program's zone switch, the lobby's times). ICU's data is the renderer's, not the thread's, so the page's own
 * formatters then start at once. A screen that asks before the worker answers reads the zone itself.
 */
export function readBrowserZoneInWorker(): () => void {
  if (readZone !== undefined || typeof Worker === 'undefined') return () => undefined;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./browserZone.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return () => undefined;
  }
  worker.onmessage = ({ data }: MessageEvent<unknown>) => {
    worker.terminate();
    if (readZone === undefined && typeof data === 'string' && data) readZone = data;
  };
  worker.onerror = () => worker.terminate();
  return () => worker.terminate();
}

const zoneListeners = new Set<() => void>();

/** Reads the zone again when the page comes back into view (a laptop may wake in another one). */
function rereadWhenVisible() {
  if (document.visibilityState !== 'visible' || readZone === undefined) return;
  const before = readZone;
  readZone = undefined;
  if (browserZone() !== before) for (const listener of zoneListeners) listener();
}

function subscribeToZone(listener: () => void) {
  if (zoneListeners.size === 0) document.addEventListener('visibilitychange', rereadWhenVisible);
  zoneListeners.add(listener);
  return () => {
    zoneListeners.delete(listener);
    if (zoneListeners.size === 0) document.removeEventListener('visibilitychange', rereadWhenVisible);
  };
}

/**
 * The browser's own time zone, for the screens that show it; read once, not on every render. A screen drawn to a
 * string (a test's renderToString) reads the same zone.
 */
export const useBrowserZone = (): string => useSyncExternalStore(subscribeToZone, browserZone, browserZone);

// The app's root holds a provider; this default serves a screen drawn alone (a component's test).
const DisplayZoneContext = createContext<DisplayZoneState>({
  choice: 'event',
  choose: () => undefined,
});

/** Holds the signed-in user's choice of clock, remembered per user in this browser. */
export function DisplayZoneProvider({ uuid, children }: { uuid: string | null; children: ReactNode }) {
  const { storage } = useClient();
  const stored = uuid ? storage.zoneChoice(uuid) : null;
  const [choice, setChoice] = useState<ZoneChoice>(stored === 'local' ? 'local' : 'event');
  const choose = useCallback(
    (next: ZoneChoice) => {
      setChoice(next);
      if (uuid) storage.recordZoneChoice(uuid, next);
    },
    [storage, uuid],
  );
  const value = useMemo(() => ({ choice, choose }), [choice, choose]);
  return <DisplayZoneContext.Provider value={value}>{children}</DisplayZoneContext.Provider>;
}

/** The zone to show times in: the event's, or the browser's when the user chose their own clock. */
export function useDisplayZone(eventZone: string): string {
  const { choice } = useContext(DisplayZoneContext);
  const local = useBrowserZone();
  return choice === 'local' ? local : eventZone;
}

export const useZoneChoice = (): DisplayZoneState => useContext(DisplayZoneContext);
