import { lazy, Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { Route, Router, Switch, useLocation } from 'wouter';
import { createApi } from '../api/client';
import { type Client, ClientProvider } from '../browser/clientContext';
import { createClock } from '../program/clock';
import { ClockProvider } from '../program/ClockProvider';
import { eventAddress } from '../../schemas/eventAddress';
import { browserStores, createEventStorage } from '../browser/eventStorage';
import { createI18n } from '../i18n';
import { GlobalStyle } from '../ui/GlobalStyle';
import { Loading } from '../ui/Loading';
import { theme } from '../ui/theme';
import {
  BusyNotice,
  type BusySignal,
  createBusySignal,
  createServerErrorSignal,
  RenderBoundary,
  ServerErrorGate,
  type ServerErrorSignal,
} from './errors';
import { RequireUser, SignInRoute } from './guards';
import { NavigationLanding } from './navigationLanding';
import { SessionProvider, useSession } from './session';
import { loadSignedInApp, signedInAppLoaded } from './signedInAppLoader';

const LazySignedInApp = lazy(() => loadSignedInApp().then((m) => ({ default: m.SignedInApp })));

/**
 * The signed-in app, drawn at once when its code is already here, as it is once a login is set (the guards wait
 * for it, whenSignedInAppLoaded): suspending would show a fallback, and React holds the content back for 300 ms
 * after one. The Suspense boundary serves only a load that failed and is tried again.
 */
function SignedIn() {
  const [loaded] = useState(signedInAppLoaded);
  if (loaded) return <loaded.SignedInApp />;
  return (
    <Suspense fallback={<Loading />}>
      <LazySignedInApp />
    </Suspense>
  );
}

function Routes() {
  return (
    <Switch>
      <Route path="/signin">
        <SignInRoute mode="signIn" />
      </Route>
      <Route path="/signup">
        <SignInRoute mode="signUp" />
      </Route>
      <Route>
        <RequireUser>
          <SignedIn />
        </RequireUser>
      </Route>
    </Switch>
  );
}

function Session({ client, children }: { client: Client; children: React.ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <SessionProvider
      api={client.api}
      storage={client.storage}
      {...(client.setToken ? { setToken: client.setToken } : {})}
      goTo={(path) => navigate(path, { replace: true })}
      leave={(url) => window.location.assign(url)}
    >
      <EndSessionOnUnauthorized client={client} />
      {children}
    </SessionProvider>
  );
}

/** A signed-in call answered 401: forget the login here; the guards then send the user to the sign-in page. */
function EndSessionOnUnauthorized({ client }: { client: Client }) {
  const { dropSession } = useSession();
  useEffect(() => client.onSignedOut?.(dropSession), [client, dropSession]);
  return null;
}

/** Builds what one page load needs: the event of the address, its storage, the API client and the texts. */
export function createClient(win: Window): {
  client: Client;
  i18n: ReturnType<typeof createI18n>;
  serverError: ServerErrorSignal;
  busy: BusySignal;
} {
  const address = eventAddress(win.location.pathname);
  const stores = browserStores(win);
  const storage = createEventStorage(address.key, stores);
  const serverError = createServerErrorSignal();
  const busy = createBusySignal();
  const signedOut = new EventTarget();
  let token: string | null = null;
  const api = createApi({
    getToken: () => token,
    onUnauthorized: () => signedOut.dispatchEvent(new Event('signed-out')),
    onServerError: () => serverError.report(),
    onBusy: (waiting) => busy.set(waiting),
  });
  const onSignedOut = (listener: () => void) => {
    signedOut.addEventListener('signed-out', listener);
    return () => signedOut.removeEventListener('signed-out', listener);
  };
  const i18n = createI18n({ storage: stores.local, root: win.document.documentElement });
  const setToken = (next: string | null) => {
    token = next;
  };
  return { client: { api, storage, address, onSignedOut, setToken }, i18n, serverError, busy };
}

export function App({
  client,
  i18n,
  serverError,
  busy,
}: {
  client: Client;
  i18n: ReturnType<typeof createI18n>;
  serverError?: ServerErrorSignal;
  busy?: BusySignal;
}) {
  const [fallbackSignal] = useState(createServerErrorSignal);
  const [clock] = useState(() => createClock());
  const signal = serverError ?? fallbackSignal;
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ClientProvider client={client}>
          <ClockProvider clock={clock}>
            <Router base={client.address.base}>
              <NavigationLanding />
              {busy && <BusyNotice signal={busy} />}
              <RenderBoundary>
                <ServerErrorGate signal={signal}>
                  <Session client={client}>
                    <Routes />
                  </Session>
                </ServerErrorGate>
              </RenderBoundary>
            </Router>
          </ClockProvider>
        </ClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}

/** The app for this window. */
export function Main({ setup }: { setup: ReturnType<typeof createClient> }) {
  return <App client={setup.client} i18n={setup.i18n} serverError={setup.serverError} busy={setup.busy} />;
}
