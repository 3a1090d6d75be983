import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/** One clock for every card: the current time, updated on one shared interval. */
const NowContext = createContext<number | null>(null);

export function NowProvider({ tickMs, children }: { tickMs: number; children: ReactNode }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(id);
  }, [tickMs]);
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
}

export function useNow(): number {
  const now = useContext(NowContext);
  return now ?? Date.now();
}
