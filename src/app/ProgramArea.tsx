import { lazy, Suspense, useEffect } from 'react';
import { ProgramPage } from '../features/program/ProgramPage';
import { PresenceCountsProvider, usePresenceCounts } from '../realtime/usePresenceCount';
import { NotFound } from './NotFound';
import type { ProgramRoute } from './programRoute';
import { breakoutRoomPath, hasScreen, officeHourRoomPath, profilePath } from './screens';
import { useSession } from './session';
import { useScreenTexts } from '../i18n/useScreenTexts';
import { Loading } from '../ui/Loading';
import { loadSessionScreens, loadSessionScreensOnIntent } from './sessionScreensLoader';

const SessionPage = lazy(() => loadSessionScreens().then((m) => ({ default: m.SessionPage })));
const PresentationsPage = lazy(() => loadSessionScreens().then((m) => ({ default: m.PresentationsPage })));
const PresenterPage = lazy(() => loadSessionScreens().then((m) => ({ default: m.PresenterPage })));

/**
 * The program area under /main/sessions: the list, the session pages and the presentation lists, inside the
 * login's program store (App.tsx puts it around the area, so that the program is read while the area's code
 * loads); and the live counts of the office-hour rooms on screen.
 */
export function ProgramArea({ route }: { route: ProgramRoute }) {
  useScreenTexts('session', 'calls');
  const { session } = useSession();
  if (!session) throw new Error('ProgramArea needs a signed-in user');
  const { token } = session;
  const officeHourCounts = usePresenceCounts('/officeHours', token);
  const onList = route.kind === 'list';
  useEffect(() => (onList ? loadSessionScreensOnIntent() : undefined), [onList]);
  const common = { user: session.user, settings: session.settings, notFound: <NotFound /> };
  // Office hours are joined in their video room: a Join button only once the app has that screen.
  const roomOf = hasScreen(officeHourRoomPath(0)) ? officeHourRoomPath : undefined;
  const breakoutRoomOf = hasScreen(breakoutRoomPath(0, 'room')) ? breakoutRoomPath : undefined;
  return (
    <PresenceCountsProvider counts={officeHourCounts}>
      {route.kind === 'list' && (
        <ProgramPage user={session.user} settings={session.settings} roomOf={roomOf} />
      )}
      <Suspense fallback={<Loading />}>
        {route.kind === 'session' && (
          <SessionPage
            key={route.sessionId}
            sessionId={route.sessionId}
            childId={route.childId}
            fromSearch={route.fromSearch}
            token={token}
            roomOf={roomOf}
            breakoutRoomOf={breakoutRoomOf}
            profileOf={profilePath}
            {...common}
          />
        )}
        {route.kind === 'presentations' && (
          <PresentationsPage key={route.sessionId} sessionId={route.sessionId} {...common} />
        )}
        {route.kind === 'presenter' && <PresenterPage key={route.sessionId} sessionId={route.sessionId} />}
      </Suspense>
      {route.kind === 'notFound' && <NotFound />}
    </PresenceCountsProvider>
  );
}
