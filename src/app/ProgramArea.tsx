import { lazy, Suspense, useEffect } from 'react';
import { useClient } from '../browser/clientContext';
import { ProgramProvider, useNewProgramStore } from '../program/store';
import { ProgramPage } from '../features/program/ProgramPage';
import { deriveProgram } from '../features/program/programStore';
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
 * The program area under /main/sessions: one shared program store for the list, the session pages and the
 * presentation lists, so moving between them reuses the loaded snapshot and its search index; and the live
 * counts of the office-hour rooms on screen.
 */
export function ProgramArea({ route }: { route: ProgramRoute }) {
  useScreenTexts('session', 'calls');
  const { session } = useSession();
  const { api } = useClient();
  if (!session) throw new Error('ProgramArea needs a signed-in user');
  const { token } = session;
  const store = useNewProgramStore(
    api,
    { token, sourceHex: session.settings.source_hex, conferenceId: session.settings.conferenceid },
    deriveProgram,
  );
  const officeHourCounts = usePresenceCounts('/officeHours', token);
  const onList = route.kind === 'list';
  useEffect(() => (onList ? loadSessionScreensOnIntent() : undefined), [onList]);
  const common = { user: session.user, settings: session.settings, notFound: <NotFound /> };
  // Office hours are joined in their video room: a Join button only once the app has that screen.
  const roomOf = hasScreen(officeHourRoomPath(0)) ? officeHourRoomPath : undefined;
  const breakoutRoomOf = hasScreen(breakoutRoomPath(0, 'room')) ? breakoutRoomPath : undefined;
  return (
    <ProgramProvider store={store}>
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
    </ProgramProvider>
  );
}
