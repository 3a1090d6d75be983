/**
 * What only a signed-in user loads: the providers kept while the login lasts (favourites, ratings and notes, the
 * clock of choice, attendees, calls) and every signed-in screen inside the frame (Shell). Loaded apart from the
 * entry, so the sign-in page neither downloads nor evaluates it (signedInAppLoader.ts).
 */
import { lazy, type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { type Client, useClient } from '../browser/clientContext';
import { DisplayZoneProvider } from '../myEvent/displayZone';
import { MyEventProvider } from '../myEvent/MyEventProvider';
import { PeopleProvider } from '../people/attendees';
import { Loading } from '../ui/Loading';
import { CallsOfSession } from './CallsOfSession';
import { Home } from './guards';
import { NotFound } from './NotFound';
import { decodedSegment } from './pathSegment';
import type { ProductsRoute } from './ProductsArea';
import { PROGRAM_PATH, programRoute } from './programRoute';
import {
  ADMIN_ROUTE,
  BOOTH_LEADS_ROUTE,
  BOOTH_ROOM_ROUTE,
  BREAKOUT_ROOM_ROUTE,
  CALL_ROUTE,
  CHAT_ROUTE,
  CUSTOM_SCREEN_ROUTE,
  EXHIBITOR_SCREEN_ROUTES,
  EXHIBITORS_ROOT,
  FAQ_ROUTE,
  GAME_PATH,
  HALL_BOOTH_ROOM_ROUTE,
  ITINERARY_PATH,
  LOBBY_PATH,
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
import { useSession } from './session';
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

/** A signed-in screen in the frame, its area's code loading inside it. */
function InFrame({ children }: { children: ReactNode }) {
  return (
    <Shell>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </Shell>
  );
}

function SignedInRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Home />
      </Route>
      <Route path={LOBBY_PATH}>
        <InFrame>
          <LobbyArea />
        </InFrame>
      </Route>
      <Route path={PROGRAM_PATH}>
        {(params) => {
          const route = programRoute(params);
          // A session's screens load beside the program area's code rather than after it.
          if (route.kind !== 'list' && route.kind !== 'notFound') void loadSessionScreens();
          return (
            <Shell>
              {/* Outside the area's Suspense: the program is read while the area's code loads. */}
              <WithProgram>
                <Suspense fallback={<Loading />}>
                  <ProgramArea route={route} />
                </Suspense>
              </WithProgram>
            </Shell>
          );
        }}
      </Route>
      <Route path={ITINERARY_PATH}>
        <InFrame>
          <ItineraryArea />
        </InFrame>
      </Route>
      <Route path={ADMIN_ROUTE}>
        <InFrame>
          <AdminArea />
        </InFrame>
      </Route>
      <Route path={CHAT_ROUTE}>
        {(params) => (
          <InFrame>
            <ChatArea startWith={params.uuid ? decodeURIComponent(params.uuid) : null} />
          </InFrame>
        )}
      </Route>
      <Route path={PARTICIPANTS_PATH}>
        <InFrame>
          <ParticipantsArea />
        </InFrame>
      </Route>
      <Route path={PROFILE_ROUTE}>
        {(params) => (
          <InFrame>
            <ProfileArea key={params.uuid} uuid={decodeURIComponent(params.uuid ?? '')} />
          </InFrame>
        )}
      </Route>
      {WALL_PATHS.map((path) => (
        <Route key={path} path={path}>
          <InFrame>
            <WallArea />
          </InFrame>
        </Route>
      ))}
      <Route path={GAME_PATH}>
        <InFrame>
          <GameArea />
        </InFrame>
      </Route>
      <Route path={LOUNGES_PATH}>
        <InFrame>
          <LoungesArea />
        </InFrame>
      </Route>
      {[OFFICE_HOUR_ROOM_ROUTE, BREAKOUT_ROOM_ROUTE].map((route) => (
        <Route key={route.source} path={route}>
          {(params) => (
            <InFrame>
              <RoomsArea sessionId={Number(params.sessionId)} roomId={params.roomId ?? null} />
            </InFrame>
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
              <InFrame>
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
              </InFrame>
            );
          }}
        </Route>
      ))}
      {PRODUCT_ROUTES.map(([route, toRoute]) => (
        <Route key={route.source} path={route}>
          {(params) => (
            <InFrame>
              <ProductsArea route={toRoute(params as Params)} />
            </InFrame>
          )}
        </Route>
      ))}
      <Route path={VOTING_ROUTE}>
        {(params) => {
          const formId = params.formId ? decodeURIComponent(params.formId) : null;
          return (
            <InFrame>
              <VotingArea key={formId ?? ''} formId={formId} />
            </InFrame>
          );
        }}
      </Route>
      {[FAQ_ROUTE, CUSTOM_SCREEN_ROUTE].map((route) => (
        <Route key={route.source} path={route}>
          {(params) => {
            const id = decodeURIComponent(params.id ?? '');
            const parentId = params.parentId ? decodeURIComponent(params.parentId) : null;
            return (
              <InFrame>
                <CustomScreenArea key={`${parentId}/${id}`} id={id} parentId={parentId} />
              </InFrame>
            );
          }}
        </Route>
      ))}
      <Route path={CALL_ROUTE}>
        {(params) => (
          <InFrame>
            <CallArea callId={params.callId ?? null} />
          </InFrame>
        )}
      </Route>
      <Route>
        <Shell>
          <NotFound />
        </Shell>
      </Route>
    </Switch>
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

/** The signed-in app: its providers around its screens. */
export function SignedInApp() {
  const client = useClient();
  return (
    <MyEventOfSession client={client}>
      <CallsOfSession api={client.api}>
        <SignedInRoutes />
      </CallsOfSession>
    </MyEventOfSession>
  );
}
