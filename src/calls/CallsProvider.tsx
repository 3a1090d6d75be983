import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Api } from '../api/client';
import type { CallViewer, mayCall } from './eligibility';
import type { CallsSnapshot, CallsStore } from './store';

const StoreContext = createContext<CallsStore | null>(null);

export interface CallsSession {
  token: string;
  user: CallViewer;
  settings: Parameters<typeof mayCall>[0];
}

/**
 * The calls of the signed-in user (one store per sign-in, none while signed out), above the routes so that a
 * call goes on from page to page.
 */
export function CallsProvider({
  api,
  session,
  navigate,
  children,
}: {
  api: Api;
  session: CallsSession | null;
  navigate: (path: string) => void;
  children: ReactNode;
}) {
  const token = session?.token ?? null;
  const uuid = session?.user.uuid ?? null;
  // The store navigates with the latest navigate function, which changes with the route.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [store, setStore] = useState<CallsStore | null>(null);
  // Loaded after sign-in, apart from the first screens' code.
  useEffect(() => {
    if (!token || !uuid) return;
    let made: CallsStore | null = null;
    let stopped = false;
    void import('./store').then(({ createCallsStore }) => {
      if (stopped) return;
      made = createCallsStore({ token, uuid, api, navigate: (path) => navigateRef.current(path) });
      setStore(made);
    });
    return () => {
      stopped = true;
      made?.stop();
      setStore(null);
    };
  }, [api, token, uuid]);
  return (
    <StoreContext.Provider value={store}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </StoreContext.Provider>
  );
}
const SessionContext = createContext<CallsSession | null>(null);

/** The signed-in user and the event's settings the calls layer works with. */
export const useCallsSession = () => useContext(SessionContext);

const EMPTY: CallsSnapshot = { available: false, busy: false, statuses: new Map(), calls: [] };
const noSubscription = () => () => {};

/** The store's snapshot: calls under way, who is online, whether calls are available. */
export function useCalls(): CallsSnapshot & { store: CallsStore | null } {
  const store = useContext(StoreContext);
  const snapshot = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.getSnapshot ?? (() => EMPTY),
  );
  return { ...snapshot, store };
}
