import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import type { SignedInSession } from '../../machines/signIn';
import type { EventConfig } from '../../schemas/eventConfig';
import type { Api } from '../api/client';
import type { EventStorage } from '../browser/eventStorage';

interface SessionState {
  session: SignedInSession | null;
  setSession: (session: SignedInSession) => void;
  /** The event's settings loaded again (an admin saved new ones): the whole app follows them. */
  setSettings: (settings: EventConfig) => void;
  /** Forgets the session here only (the server already ended it). */
  dropSession: () => void;
  /**
   * Signs out: tells the server (unless it already ended the sign-in), clears what is stored, goes to logout_url
   * or the sign-in page; to `to` instead when given (the sign-in page with a notice).
   */
  signOut: (options?: { to?: string; endedByServer?: boolean }) => Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({
  api,
  storage,
  setToken = () => {},
  goTo,
  leave,
  children,
}: {
  api: Api;
  storage: EventStorage;
  /** Where the API client finds the token of the session (held in memory only). */
  setToken?: (token: string | null) => void;
  /** Navigates inside the app. */
  goTo: (path: string) => void;
  /** Leaves for another address (logout_url). */
  leave: (url: string) => void;
  children: ReactNode;
}) {
  const [session, setSessionState] = useState<SignedInSession | null>(null);
  const setSession = useCallback(
    (s: SignedInSession) => {
      setToken(s.token);
      // The whole signed-in frame draws for it: as a transition, React draws it in slices and answers the reader
      // in between, where an update from an effect or a reply would hold the page until the frame is drawn.
      startTransition(() => setSessionState(s));
    },
    [setToken],
  );
  const setSettings = useCallback(
    (settings: EventConfig) => setSessionState((s) => (s ? { ...s, settings } : s)),
    [],
  );
  const dropSession = useCallback(() => {
    setToken(null);
    storage.clearLogin();
    setSessionState(null);
  }, [storage, setToken]);
  const signOut = useCallback(
    async ({ to, endedByServer = false }: { to?: string; endedByServer?: boolean } = {}) => {
      const current = session;
      if (current && !endedByServer) await api.logout(current.token).catch(() => undefined);
      setToken(null);
      storage.clearAll();
      setSessionState(null);
      const logoutUrl = current?.settings.logout_url;
      if (to) goTo(to);
      else if (logoutUrl) leave(logoutUrl);
      else goTo('/signin');
    },
    [api, storage, session, goTo, leave, setToken],
  );
  const value = useMemo(
    () => ({ session, setSession, setSettings, dropSession, signOut }),
    [session, setSession, setSettings, dropSession, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
