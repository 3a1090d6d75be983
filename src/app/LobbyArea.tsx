import { lazy, Suspense } from 'react';
import { LobbyPage } from '../features/lobby/LobbyPage';
import { useSession } from './session';
import { WithProgram } from './WithProgram';

// The notifications load after the lobby shows, so that the lobby stays within its first-load budget.
const LobbyNotifications = lazy(() =>
  import('./LobbyNotifications').then((m) => ({ default: m.LobbyNotifications })),
);

/** The lobby at /main/lobby, with the program snapshot its program tabs list from, and its notifications. */
export function LobbyArea() {
  const { session } = useSession();
  if (!session) throw new Error('LobbyArea needs a signed-in user');
  return (
    <WithProgram>
      <LobbyPage
        user={session.user}
        settings={session.settings}
        notifications={
          <Suspense fallback={null}>
            <LobbyNotifications />
          </Suspense>
        }
      />
    </WithProgram>
  );
}
