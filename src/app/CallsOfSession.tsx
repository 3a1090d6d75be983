import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import type { Api } from '../api/client';
import { CallsProvider } from '../calls/CallsProvider';
import { useSession } from './session';

const CallDialogs = lazy(() => import('./CallDialogs').then((m) => ({ default: m.CallDialogs })));

/** The signed-in user's calls, kept while the login lasts, with their dialogs over every page. */
export function CallsOfSession({ api, children }: { api: Api; children: ReactNode }) {
  const { session } = useSession();
  const [, navigate] = useLocation();
  return (
    <CallsProvider
      api={api}
      session={session ? { token: session.token, user: session.user, settings: session.settings } : null}
      navigate={navigate}
    >
      {children}
      <Suspense fallback={null}>
        <CallDialogs />
      </Suspense>
    </CallsProvider>
  );
}
