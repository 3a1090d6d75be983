import { LobbyPage } from '../features/lobby/LobbyPage';
import { useSession } from './session';
import { WithProgram } from './WithProgram';

/** The lobby at /main/lobby, with the program snapshot its program tabs list from. */
export function LobbyArea() {
  const { session } = useSession();
  if (!session) throw new Error('LobbyArea needs a signed-in user');
  return (
    <WithProgram>
      <LobbyPage user={session.user} settings={session.settings} />
    </WithProgram>
  );
}
