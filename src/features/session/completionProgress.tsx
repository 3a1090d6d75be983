import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/**
 * What the session page's video has just counted towards completing the session (the server now counts it
 * watched, an awareness outcome is stored), so that an evaluation refused a moment ago asks again at once.
 */
interface CompletionProgress {
  /** Grows by one with each step counted. */
  readonly progress: number;
  readonly advance: () => void;
}

const Progress = createContext<CompletionProgress>({ progress: 0, advance: () => undefined });

export function CompletionProgressProvider({ children }: { children: ReactNode }) {
  const [progress, setProgress] = useState(0);
  const advance = useCallback(() => setProgress((n) => n + 1), []);
  const value = useMemo(() => ({ progress, advance }), [progress, advance]);
  return <Progress.Provider value={value}>{children}</Progress.Provider>;
}

export const useCompletionProgress = () => useContext(Progress);
