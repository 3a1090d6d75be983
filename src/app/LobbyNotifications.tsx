import { useMemo } from 'react';
import { notificationCalls } from '../api/notificationCalls';
import { useClient } from '../browser/clientContext';
import { NotificationsPanel } from '../features/lobby/NotificationsPanel';
import { additionalHalls, notificationTarget } from '../realtime/notificationTarget';
import { hasScreen } from './screens';
import { useSession } from './session';

/** The lobby's notifications, with go buttons only to screens the app has (loaded after the lobby itself). */
export function LobbyNotifications() {
  const { session } = useSession();
  const { api } = useClient();
  const calls = useMemo(() => notificationCalls(api), [api]);
  const halls = additionalHalls(session?.settings);
  return (
    <NotificationsPanel
      load={async () => (await calls.lobby()).notifications}
      targetOf={(n) => {
        const target = notificationTarget(n.post_object, halls);
        return target && (target.external || hasScreen(target.href)) ? target : null;
      }}
    />
  );
}
