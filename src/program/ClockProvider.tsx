import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import { type Clock, createClock } from './clock';

const ClockContext = createContext<Clock | null>(null);

/** Hands the app's one clock to every screen below. */
export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The app's clock; outside a ClockProvider (a screen rendered alone) one of the component's own. */
export function useClock(): Clock {
  const shared = useContext(ClockContext);
  const [own] = useState(() => (shared ? null : createClock()));
  return shared ?? (own as Clock);
}

/** The current time, redrawn at each tick of the clock. */
export function useNow(): number {
  const clock = useClock();
  return useSyncExternalStore(clock.subscribe, clock.now);
}
