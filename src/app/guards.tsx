import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import type { SignedInSession } from '../../machines/signIn';
import { useClient } from '../browser/clientContext';
import { SessionRestore } from '../features/auth/SessionRestore';
import { SignInPage } from '../features/auth/SignInPage';
import { ClosingGate } from '../features/closing/ClosingGate';
import { afterSignIn, forcedRedirect } from './navigation';
import { useSession } from './session';
import { loadSignedInApp, loadSignedInAppOnIntent, whenSignedInAppLoaded } from './signedInAppLoader';

/** Sends a signed-out visit to /signin, remembering where it was going. */
function ToSignIn() {
  const { storage } = useClient();
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    storage.writeOrigin(location + (search ? `?${search}` : ''));
    navigate('/signin', { replace: true });
  }, [storage, location, search, navigate]);
  return null;
}

/**
 * Everything but /signin and /signup needs a signed-in user (000 §2): a stored login is restored first; a
 * forced page in the configuration takes every navigation; the closing rules stand in front of the app.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { session, setSession, dropSession } = useSession();
  const { storage } = useClient();
  const [location] = useLocation();
  const failed = useCallback(() => dropSession(), [dropSession]);
  const restored = useCallback(
    (s: SignedInSession) => whenSignedInAppLoaded(() => setSession(s)),
    [setSession],
  );
  if (!session) {
    const stored = storage.readLogin();
    if (stored) {
      // The app's code loads beside the restore's request, not after it.
      void loadSignedInApp();
      return <SessionRestore stored={stored} onSignedIn={restored} onFailed={failed} />;
    }
    return <ToSignIn />;
  }
  const forced = forcedRedirect(session.settings.forced_page, location);
  if (forced) return <Redirect to={forced} replace />;
  return (
    <ClosingGate settings={session.settings} isAdmin={session.user.is_admin}>
      {children}
    </ClosingGate>
  );
}

/** Signed-in '/': the address first asked for, else the lobby. */
export function Home() {
  const { storage } = useClient();
  const origin = storage.readOrigin();
  storage.clearOrigin();
  return <Redirect to={afterSignIn('', origin === '/' ? null : origin)} replace />;
}

/**
 * /signin and /signup: a signed-in user goes on to post_route or the lobby; otherwise the page. A user who has just
 * signed in goes on once the session is drawn: navigating first would show a signed-in address without a session,
 * which restores the stored login a second time.
 */
export function SignInRoute({ mode }: { mode: 'signIn' | 'signUp' }) {
  const { session, setSession } = useSession();
  const { storage } = useClient();
  const search = useSearch();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => (session ? undefined : loadSignedInAppOnIntent()), [session]);
  const signedIn = useCallback(
    (s: SignedInSession) => {
      setTarget(afterSignIn(search, storage.readOrigin()));
      storage.clearOrigin();
      whenSignedInAppLoaded(() => setSession(s));
    },
    [search, storage, setSession],
  );
  if (session) return <Redirect to={target ?? afterSignIn(search, null)} replace />;
  return <SignInPage mode={mode} onSignedIn={signedIn} />;
}
