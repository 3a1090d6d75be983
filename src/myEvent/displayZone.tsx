import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useClient } from '../browser/clientContext';

/** Whose clock times are shown in: the event's time zone, or the one of the reader's browser. */
export type ZoneChoice = 'event' | 'local';

interface DisplayZoneState {
  readonly choice: ZoneChoice;
  readonly choose: (choice: ZoneChoice) => void;
  /** The browser's own time zone. */
  readonly browserZone: string;
}

/** The browser's own time zone. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

// The app's root holds a provider; this default serves a screen drawn alone (a component's test).
const DisplayZoneContext = createContext<DisplayZoneState>({
  choice: 'event',
  choose: () => undefined,
  browserZone: 'UTC',
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
  // Read once, and again when the page comes back into view (a laptop may wake in another zone): each reading
  // makes a date formatter, which costs more than the screens that show it.
  const [zone, setZone] = useState(browserZone);
  useEffect(() => {
    const reread = () => {
      if (document.visibilityState === 'visible') setZone(browserZone());
    };
    document.addEventListener('visibilitychange', reread);
    return () => document.removeEventListener('visibilitychange', reread);
  }, []);
  const value = useMemo(() => ({ choice, choose, browserZone: zone }), [choice, choose, zone]);
  return <DisplayZoneContext.Provider value={value}>{children}</DisplayZoneContext.Provider>;
}

/** The zone to show times in: the event's, or the browser's when the user chose their own clock. */
export function useDisplayZone(eventZone: string): string {
  const state = useContext(DisplayZoneContext);
  return state.choice === 'local' ? state.browserZone : eventZone;
}

export const useZoneChoice = (): DisplayZoneState => useContext(DisplayZoneContext);
