import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { MEMBERS_MAX, type PresenceNamespace } from '../../schemas/relay';
import { createPresenceCounts, type PresenceCounts } from './presenceCounts';
import { presenceMembers } from './presenceRoom';

const CountsContext = createContext<PresenceCounts | null>(null);

/** The online counts of one presence namespace for as long as the calling screen is shown (closed after). */
export function usePresenceCounts(namespace: PresenceNamespace, token: string): PresenceCounts {
  const counts = useMemo(() => createPresenceCounts({ namespace, token }), [namespace, token]);
  useEffect(() => () => counts.close(), [counts]);
  return counts;
}

/** Gives the screens below the online counts of one presence namespace. */
export function PresenceCountsProvider({
  counts,
  children,
}: {
  counts: PresenceCounts | null;
  children: ReactNode;
}) {
  return <CountsContext.Provider value={counts}>{children}</CountsContext.Provider>;
}

const none = () => () => undefined;

/**
 * The online count of a room while the calling component is on screen (0 without a room or a provider).
 * Mounting subscribes and unmounting unsubscribes, so a virtualised list watches only the rooms it shows.
 */
export function usePresenceCount(room: string | null): number {
  const counts = useContext(CountsContext);
  const subscribe = useCallback(
    (listener: () => void) => (counts && room ? counts.subscribe(room, listener) : none()),
    [counts, room],
  );
  const read = () => (counts && room ? counts.count(room) : 0);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The user is in `room` of the provider's namespace while the calling component shows it (null: in none), so
 * the relay counts them there; again after every reconnect.
 */
export function usePresenceRoom(room: string | null): void {
  const counts = useContext(CountsContext);
  useEffect(() => (counts && room ? counts.enter(room) : undefined), [counts, room]);
}

/**
 * Whether the user `uuid` is in `room` of the provider's namespace: asked of the relay (which names people by
 * their signed-in socket, so nobody can pass for them) each time the room's count changes; false while empty.
 */
export function usePresentInRoom(room: string | null, uuid: string): boolean {
  const counts = useContext(CountsContext);
  const count = usePresenceCount(room);
  const [present, setPresent] = useState(false);
  useEffect(() => {
    if (!counts || !room || count === 0) {
      setPresent(false);
      return;
    }
    let current = true;
    void presenceMembers(counts, room, MEMBERS_MAX).then((members) => {
      if (current) setPresent(members.some((m) => m.uuid === uuid));
    });
    return () => {
      current = false;
    };
  }, [counts, room, count, uuid]);
  return count > 0 && present;
}
