import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useClient } from '../browser/clientContext';

/** Whose clock times are shown in: the event's time zone, or the one of the reader's browser. */
export type ZoneChoice = 'event' | 'local';

interface DisplayZoneState {
  readonly choice: ZoneChoice;
  readonly choose: (choice: ZoneChoice) => void;
  /** The browser's own time zone. */
  readonly localZone: () => string;
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

/** Reads the zone again (a laptop may wake in another one); true when it changed. */
function rereadBrowserZone(): boolean {
  if (readZone === undefined) return false;
  const before = readZone;
  readZone = undefined;
  return browserZone() !== before;
}

// The app's root holds a provider; this default serves a screen drawn alone (a component's test).
const DisplayZoneContext = createContext<DisplayZoneState>({
  choice: 'event',
  choose: () => undefined,
  localZone: () => 'UTC',
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
  // Read again when the page comes back into view: each reading makes a date formatter, which costs more than
  // the screens that show it, so not on every render.
  const [zoneChanges, setZoneChanges] = useState(0);
  useEffect(() => {
    const reread = () => {
      if (document.visibilityState === 'visible' && rereadBrowserZone()) setZoneChanges((n) => n + 1);
    };
    document.addEventListener('visibilitychange', reread);
    return () => document.removeEventListener('visibilitychange', reread);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value tells the screens that the zone changed
  const value = useMemo(() => ({ choice, choose, localZone: browserZone }), [choice, choose, zoneChanges]);
  return <DisplayZoneContext.Provider value={value}>{children}</DisplayZoneContext.Provider>;
}

/** The zone to show times in: the event's, or the browser's when the user chose their own clock. */
export function useDisplayZone(eventZone: string): string {
  const state = useContext(DisplayZoneContext);
  return state.choice === 'local' ? state.localZone() : eventZone;
}

export const useZoneChoice = (): DisplayZoneState => useContext(DisplayZoneContext);
