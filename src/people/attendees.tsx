import { createContext, type ReactNode, useContext, useState } from 'react';
import type { AttendeeSnapshot } from '../../schemas/program';
import type { Api } from '../api/client';
import { peopleCalls } from '../api/peopleCalls';
import type { ResourceLoadView } from '../../machines/resourceLoad.view';
import { useResourceLoad } from '../ui/useResourceLoad';

/**
 * The attendee snapshot as screens load it. The server serves it at most `cacheDelta` old; once the user has
 * changed their own profile in this tab, the next load asks for the current one, so their own card shows the
 * change at once.
 */
export class PeopleFreshness {
  private changed = false;
  /** The own profile changed: the next load reads the current snapshot. */
  ownProfileChanged() {
    this.changed = true;
  }
  /** Whether the next load must be fresh; it is asked once. */
  take(): boolean {
    const changed = this.changed;
    this.changed = false;
    return changed;
  }
}

const FreshnessContext = createContext<PeopleFreshness | null>(null);

/** Holds the freshness of the signed-in user's people data while the login lasts. */
export function PeopleProvider({ children }: { children: ReactNode }) {
  const [freshness] = useState(() => new PeopleFreshness());
  return <FreshnessContext.Provider value={freshness}>{children}</FreshnessContext.Provider>;
}

export const usePeopleFreshness = (): PeopleFreshness | null => useContext(FreshnessContext);

/** The event's attendee snapshot, loaded once per mounted screen. */
export function useAttendees(
  api: Api,
  keys: { sourceHex: string; conferenceId: string | number } | null,
): { view: ResourceLoadView<AttendeeSnapshot>; retry: () => void } {
  const freshness = usePeopleFreshness();
  return useResourceLoad(async () => {
    if (!keys) throw new Error('signed out');
    const fresh = freshness?.take() ?? false;
    try {
      return await peopleCalls(api, keys).attendees({ fresh });
    } catch (e) {
      if (fresh) freshness?.ownProfileChanged();
      throw e;
    }
  });
}
