import { TIME } from '../../schemas/constants';
import { useClient } from '../api/context';
import { NowProvider, ProgramProvider, useNewProgramStore } from '../api/program';
import { ProgramPage } from '../features/program/ProgramPage';
import { deriveProgram } from '../features/program/programStore';
import { SessionPage } from '../features/session/SessionPage';
import { useSession } from './session';

/** /main/sessions and /main/sessions/:sessionId in one route, so the store outlives moves between them. */
export const PROGRAM_PATH = /^\/main\/sessions(?:\/(?<sessionId>[^/]+))?\/?$/;

/** Cards and countdowns read one clock that moves every 30 seconds. */
const CLOCK_TICK = 30 * TIME.SECOND;

/**
 * The program area under /main/sessions: one shared program store for the list and the
 * session pages, so moving between them reuses the loaded snapshot and its search index.
 */
export function ProgramArea({ sessionId }: { sessionId: string | null }) {
  const { session } = useSession();
  const { api } = useClient();
  if (!session) throw new Error('ProgramArea needs a signed-in user');
  const store = useNewProgramStore(
    api,
    {
      token: session.token,
      sourceHex: session.settings.source_hex,
      conferenceId: session.settings.conferenceid,
    },
    deriveProgram,
  );
  return (
    <ProgramProvider store={store}>
      <NowProvider tickMs={CLOCK_TICK}>
        {sessionId === null ? (
          <ProgramPage user={session.user} settings={session.settings} />
        ) : (
          <SessionPage
            key={sessionId}
            sessionId={sessionId}
            user={session.user}
            settings={session.settings}
            token={session.token}
          />
        )}
      </NowProvider>
    </ProgramProvider>
  );
}
