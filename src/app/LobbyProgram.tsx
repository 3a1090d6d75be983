import type { ReactNode } from 'react';
import { programCalls } from '../api/programCalls';
import { useClient } from '../browser/clientContext';
import { ProgramProvider, ProgramStore } from '../program/store';
import { useSession } from './session';

/** The lobby's one program store, for the login it was made for. */
let shared: { token: string; store: ProgramStore<null> } | null = null;

/**
 * The program snapshot for the lobby's parts that list from it (the program tabs, the live sessions), loaded
 * with them after the lobby's first load: every part shares one store, made once per login.
 */
export function LobbyProgram({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { api } = useClient();
  if (!session) throw new Error('LobbyProgram needs a signed-in user');
  const { token, settings } = session;
  if (shared?.token !== token) {
    const calls = programCalls(api, {
      token,
      sourceHex: settings.source_hex,
      conferenceId: settings.conferenceid,
    });
    shared = { token, store: new ProgramStore(calls, () => null) };
  }
  return <ProgramProvider store={shared.store}>{children}</ProgramProvider>;
}
