import { lazy, Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { createApi } from '../api/client';
import { type Client, ClientProvider } from '../browser/clientContext';
import { createClock } from '../program/clock';
import { ClockProvider } from '../program/ClockProvider';
import { DisplayZoneProvider } from '../myEvent/displayZone';
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
import { MyEventProvider } from '../myEvent/MyEventProvider';
import { PeopleProvider } from '../people/attendees';
import { Home, RequireUser, SignInRoute } from './guards';
import { NavigationLanding } from './navigationLanding';
import { NotFound } from './NotFound';
import { decodedSegment } from './pathSegment';
import { PROGRAM_PATH, programRoute } from './programRoute';
import {
  BOOTH_LEADS_ROUTE,
  BOOTH_ROOM_ROUTE,
  BREAKOUT_ROOM_ROUTE,
  CALL_ROUTE,
  EXHIBITOR_SCREEN_ROUTES,
  EXHIBITORS_ROOT,
  HALL_BOOTH_ROOM_ROUTE,
  ADMIN_ROUTE,
  CHAT_ROUTE,
  CUSTOM_SCREEN_ROUTE,
  FAQ_ROUTE,
  ITINERARY_PATH,
  LOBBY_PATH,
  GAME_PATH,
  LOUNGES_PATH,
  MY_PRODUCT_ROUTE,
  MY_PRODUCTS_PATH,
  OFFICE_HOUR_ROOM_ROUTE,
  PARTICIPANTS_PATH,
  PRODUCT_DIRECTORY_PATH,
  PRODUCT_ROUTE,
  PROFILE_ROUTE,
  VOTING_ROUTE,
  WALL_PATHS,
} from './screens';
import { CallsOfSession } from './CallsOfSession';
import type { ProductsRoute } from './ProductsArea';
import { SessionProvider, useSession } from './session';
import { loadSessionScreens } from './sessionScreensLoader';
import { Shell } from './Shell';
import { WithProgram } from './WithProgram';

// Each area's code loads when it is first visited, so the sign-in page and the lobby load only what they show.
const LobbyArea = lazy(() => import('./LobbyArea').then((m) => ({ default: m.LobbyArea })));
const ProgramArea = lazy(() => import('./ProgramArea').then((m) => ({ default: m.ProgramArea })));
const ItineraryArea = lazy(() => import('./ItineraryArea').then((m) => ({ default: m.ItineraryArea })));
const AdminArea = lazy(() => import('./AdminArea').then((m) => ({ default: m.AdminArea })));
const ProfileArea = lazy(() => import('./ProfileArea').then((m) => ({ default: m.ProfileArea })));
const WallArea = lazy(() => import('./WallArea').then((m) => ({ default: m.WallArea })));
const RoomsArea = lazy(() => import('./RoomsArea').then((m) => ({ default: m.RoomsArea })));
const CallArea = lazy(() => import('./CallArea').then((m) => ({ default: m.CallArea })));
const GameArea = lazy(() => import('./GameArea').then((m) => ({ default: m.GameArea })));
const LoungesArea = lazy(() => import('./LoungesArea').then((m) => ({ default: m.LoungesArea })));
const ExhibitorsArea = lazy(() => import('./ExhibitorsArea').then((m) => ({ default: m.ExhibitorsArea })));
const ProductsArea = lazy(() => import('./ProductsArea').then((m) => ({ default: m.ProductsArea })));
const VotingArea = lazy(() => import('./VotingArea').then((m) => ({ default: m.VotingArea })));
const CustomScreenArea = lazy(() =>
  import('./CustomScreenArea').then((m) => ({ default: m.CustomScreenArea })),
);
const ParticipantsArea = lazy(() =>
  import('./ParticipantsArea').then((m) => ({ default: m.ParticipantsArea })),
);
const ChatArea = lazy(() => import('./ChatArea').then((m) => ({ default: m.ChatArea })));

type Params = Record<string, string | undefined>;
/** The product screens' addresses and what each shows. */
const PRODUCT_ROUTES: readonly (readonly [RegExp, (p: Params) => ProductsRoute])[] = [
  [new RegExp(`^${PRODUCT_DIRECTORY_PATH}/?$`), () => ({ kind: 'directory' })],
  [
    PRODUCT_ROUTE,
    (p) => ({ kind: 'product', compId: Number(p.compId), productIndex: Number(p.productIndex) }),
  ],
  [new RegExp(`^${MY_PRODUCTS_PATH}/?$`), () => ({ kind: 'mine' })],
  [MY_PRODUCT_ROUTE, (p) => ({ kind: 'mineOne', id: decodeURIComponent(p.id ?? '') })],
];

function Routes() {
  return (
    <Switch>
      <Route path="/signin">
        <SignInRoute mode="signIn" />
      </Route>
      <Route path="/signup">
        <SignInRoute mode="signUp" />
      </Route>
      <Route path="/">
        <RequireUser>
          <Home />
        </RequireUser>
      </Route>
      <Route path={LOBBY_PATH}>
        <RequireUser>
          <Shell>
            <Suspense fallback={<Loading />}>
              <LobbyArea />
            </Suspense>
          </Shell>
        </RequireUser>
      </Route>
      <Route path={PROGRAM_PATH}>
        {(params) => {
          const route = programRoute(params);
          // A session's screens load beside the program area's code rather than after it.
          if (route.kind !== 'list' && route.kind !== 'notFound') void loadSessionScreens();
          return (
            <RequireUser>
              <Shell>
                {/* Outside the area's Suspense: the program is read while the area's code loads. */}
                <WithProgram>
                  <Suspense fallback={<Loading />}>
                    <ProgramArea route={route} />
                  </Suspense>
                </WithProgram>
              </Shell>
            </RequireUser>
          );
        }}
      </Route>
      <Route path={ITINERARY_PATH}>
        <RequireUser>
          <Shell>
            <Suspense fallback={<Loading />}>
              <ItineraryArea />
            </Suspense>
          </Shell>
        </RequireUser>
      </Route>
      <Route path={ADMIN_ROUTE}>
        <RequireUser>
          <Shell>
            <Suspense fallback={<Loading />}>
              <AdminArea />
            </Suspense>
          </Shell>
        </RequireUser>
      </Route>
      <Route path={CHAT_ROUTE}>
        {(params) => (
          <RequireUser>
            <Shell>
              <Suspense fallback={<Loading />}>
                <ChatArea startWith={params.uuid ? decodeURIComponent(params.uuid) : null} />
              </Suspense>
            </Shell>
          </RequireUser>
        )}
      </Route>
      <Route path={PARTICIPANTS_PATH}>
        <RequireUser>
          <Shell>
            <Suspense fallback={<Loading />}>
              <ParticipantsArea />
            </Suspense>
          </Shell>
        </RequireUser>
      </Route>
      <Route path={PROFILE_ROUTE}>
        {(params) => (
          <RequireUser>
            <Shell>
              <Suspense fallback={<Loading />}>
                <ProfileArea key={params.uuid} uuid={decodeURIComponent(params.uuid ?? '')} />
              </Suspense>
            </Shell>
          </RequireUser>
        )}
      </Route>
      {WALL_PATHS.map((path) => (
        <Route key={path} path={path}>
          <RequireUser>
            <Shell>
              <Suspense fallback={<Loading />}>
                <WallArea />
              </Suspense>
            </Shell>
          </RequireUser>
        </Route>
      ))}
      <Route path={GAME_PATH}>
        <RequireUser>
          <Shell>
            <Suspense fallback={<Loading />}>
              <GameArea />
            </Suspense>
          </Shell>
        </RequireUser>
      </Route>
      <Route path={LOUNGES_PATH}>
        <RequireUser>
          <Shell>
            <Suspense fallback={<Loading />}>
              <LoungesArea />
            </Suspense>
          </Shell>
        </RequireUser>
      </Route>
      {[OFFICE_HOUR_ROOM_ROUTE, BREAKOUT_ROOM_ROUTE].map((route) => (
        <Route key={route.source} path={route}>
          {(params) => (
            <RequireUser>
              <Shell>
                <Suspense fallback={<Loading />}>
                  <RoomsArea sessionId={Number(params.sessionId)} roomId={params.roomId ?? null} />
                </Suspense>
              </Shell>
            </RequireUser>
          )}
        </Route>
      ))}
      <Route path={EXHIBITORS_ROOT}>
        <Redirect to="/exhibitors/ExhibitorWall" replace />
      </Route>
      {EXHIBITOR_SCREEN_ROUTES.map((route) => (
        <Route key={route.source} path={route}>
          {(params) => {
            const hallId = params.hallId ? decodeURIComponent(params.hallId) : null;
            const compId = params.compId ? Number(params.compId) : null;
            const isRoom = route === BOOTH_ROOM_ROUTE || route === HALL_BOOTH_ROOM_ROUTE;
            const staffUuid = params.staffUuid ? decodedSegment(params.staffUuid) : null;
            return (
              <RequireUser>
                <Shell>
                  <Suspense fallback={<Loading />}>
                    <ExhibitorsArea
                      key={`${hallId}/${compId}/${isRoom ? `room/${staffUuid}` : ''}`}
                      route={
                        compId === null
                          ? { kind: 'directory', hallId }
                          : route === BOOTH_LEADS_ROUTE
                            ? { kind: 'leads', hallId, compId }
                            : isRoom
                              ? { kind: 'room', hallId, compId, staffUuid }
                              : { kind: 'booth', hallId, compId }
                      }
                    />
                  </Suspense>
                </Shell>
              </RequireUser>
            );
          }}
        </Route>
      ))}
      {PRODUCT_ROUTES.map(([route, toRoute]) => (
        <Route key={route.source} path={route}>
          {(params) => (
            <RequireUser>
              <Shell>
                <Suspense fallback={<Loading />}>
                  <ProductsArea route={toRoute(params as Params)} />
                </Suspense>
              </Shell>
            </RequireUser>
          )}
        </Route>
      ))}
      <Route path={VOTING_ROUTE}>
        {(params) => {
          const formId = params.formId ? decodeURIComponent(params.formId) : null;
          return (
            <RequireUser>
              <Shell>
                <Suspense fallback={<Loading />}>
                  <VotingArea key={formId ?? ''} formId={formId} />
                </Suspense>
              </Shell>
            </RequireUser>
          );
        }}
      </Route>
      {[FAQ_ROUTE, CUSTOM_SCREEN_ROUTE].map((route) => (
        <Route key={route.source} path={route}>
          {(params) => {
            const id = decodeURIComponent(params.id ?? '');
            const parentId = params.parentId ? decodeURIComponent(params.parentId) : null;
            return (
              <RequireUser>
                <Shell>
                  <Suspense fallback={<Loading />}>
                    <CustomScreenArea key={`${parentId}/${id}`} id={id} parentId={parentId} />
                  </Suspense>
                </Shell>
              </RequireUser>
            );
          }}
        </Route>
      ))}
      <Route path={CALL_ROUTE}>
        {(params) => (
          <RequireUser>
            <Shell>
              <Suspense fallback={<Loading />}>
                <CallArea callId={params.callId ?? null} />
              </Suspense>
            </Shell>
          </RequireUser>
        )}
      </Route>
      <Route>
        <RequireUser>
          <Shell>
            <NotFound />
          </Shell>
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
      <MyEventOfSession client={client}>
        <CallsOfSession api={client.api}>{children}</CallsOfSession>
      </MyEventOfSession>
    </SessionProvider>
  );
}

/** The signed-in user's favourites, ratings and notes, kept while the login lasts, and their choice of clock. */
function MyEventOfSession({ client, children }: { client: Client; children: React.ReactNode }) {
  const { session } = useSession();
  return (
    <MyEventProvider api={client.api} userKey={session ? `${session.user.uuid}/${session.token}` : null}>
      <DisplayZoneProvider key={session?.user.uuid ?? ''} uuid={session?.user.uuid ?? null}>
        <PeopleProvider key={session?.user.uuid ?? ''}>{children}</PeopleProvider>
      </DisplayZoneProvider>
    </MyEventProvider>
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
