import { useMemo } from 'react';
import { notificationCalls } from '../api/notificationCalls';
import { useClient } from '../browser/clientContext';
import { LobbyPage } from '../features/lobby/LobbyPage';
import { NotificationsPanel } from '../features/lobby/NotificationsPanel';
import { additionalHalls, notificationTarget } from '../realtime/notificationTarget';
import { hasScreen } from './screens';
import { useSession } from './session';
import { WithProgram } from './WithProgram';

/** The lobby at /main/lobby, with the program snapshot its program tabs list from, and its notifications. */
export function LobbyArea() {
  const { session } = useSession();
  const { api } = useClient();
  const calls = useMemo(() => notificationCalls(api), [api]);
  if (!session) throw new Error('LobbyArea needs a signed-in user');
  const halls = additionalHalls(session.settings);
  return (
    <WithProgram>
      <LobbyPage
        user={session.user}
        settings={session.settings}
        notifications={
          <NotificationsPanel
            load={async () => (await calls.lobby()).notifications}
            targetOf={(n) => {
              const target = notificationTarget(n.post_object, halls);
              return target && (target.external || hasScreen(target.href)) ? target : null;
            }}
          />
        }
      />
    </WithProgram>
  );
}
