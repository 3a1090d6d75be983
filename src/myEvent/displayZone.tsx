import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useClient } from '../browser/clientContext';

/** Whose clock times are shown in: the event's time zone, or the one of the reader's browser. */
export type ZoneChoice = 'event' | 'local';

interface DisplayZoneState {
  readonly choice: ZoneChoice;
  readonly choose: (choice: ZoneChoice) => void;
}

const DisplayZoneContext = createContext<DisplayZoneState>({ choice: 'event', choose: () => undefined });

/** The browser's own time zone. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

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
  return useContext(DisplayZoneContext).choice === 'local' ? browserZone() : eventZone;
}

export const useZoneChoice = (): DisplayZoneState => useContext(DisplayZoneContext);
