import type { ReactNode } from 'react';
import { useClient } from '../browser/clientContext';
import { ProgramProvider, useNewProgramStore } from '../program/store';
import { useSession } from './session';

const nothingDerived = () => null;

/** The program snapshot (without the search index) for a screen that lists from it: the lobby, the itinerary. */
export function WithProgram({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { api } = useClient();
  if (!session) throw new Error('WithProgram needs a signed-in user');
  const store = useNewProgramStore(
    api,
    {
      token: session.token,
      sourceHex: session.settings.source_hex,
      conferenceId: session.settings.conferenceid,
    },
    nothingDerived,
  );
  return <ProgramProvider store={store}>{children}</ProgramProvider>;
}
