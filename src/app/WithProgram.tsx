import type { ReactNode } from 'react';
import { useClient } from '../browser/clientContext';
import { ProgramProvider, programStoreOf } from '../program/store';
import { useSession } from './session';

/**
 * The program snapshot of the signed-in user's login for the screens below that list from it (the program area,
 * the lobby, the itinerary, a profile, the wall). Every screen shares one store per login, so the program read for
 * one is there for the next.
 */
export function WithProgram({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { api } = useClient();
  if (!session) throw new Error('WithProgram needs a signed-in user');
  const { token, settings } = session;
  const store = programStoreOf(api, {
    token,
    sourceHex: settings.source_hex,
    conferenceId: settings.conferenceid,
  });
  return <ProgramProvider store={store}>{children}</ProgramProvider>;
}
