import { useMemo } from 'react';
import { useClient } from '../browser/clientContext';
import { wallCalls } from '../api/wallCalls';
import { WallPage } from '../features/wall/WallPage';
import { useProgram } from '../program/store';
import { profilePath } from './screens';
import { useSession } from './session';
import { WithProgram } from './WithProgram';

/**
 * The social wall at /social-apps/wall and /social/wall: its calls, the reports, and the program's sessions;
 * `embedded` in another page (a custom screen's social feed).
 */
export function WallArea({ embedded = false }: { embedded?: boolean }) {
  return (
    <WithProgram>
      <Wall embedded={embedded} />
    </WithProgram>
  );
}

function Wall({ embedded }: { embedded: boolean }) {
  const { session } = useSession();
  const { api } = useClient();
  const program = useProgram();
  const calls = useMemo(() => wallCalls(api), [api]);
  const sessions = useMemo(
    () =>
      program.status === 'ready'
        ? program.snapshot.items
            .filter((i) => i.internal_type === 'session')
            .map((i) => ({ id: i.session_id as number, title: i.title }))
        : [],
    [program],
  );
  if (!session) return null;
  return (
    <WallPage
      user={session.user}
      settings={session.settings}
      calls={calls}
      sessions={sessions}
      profileOf={profilePath}
      embedded={embedded}
      report={async (id, reason) => {
        await api.flag({ entity_type: 'post', entity_id: id, flag_reason: reason });
      }}
    />
  );
}
