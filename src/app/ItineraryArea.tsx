import { ItineraryPage } from '../features/itinerary/ItineraryPage';
import { useClient } from '../browser/clientContext';
import { ProgramProvider, useNewProgramStore } from '../program/store';
import { useSession } from './session';

const nothingDerived = () => null;

/** My Itinerary at /main/itinerary: the program snapshot (for the saved items' times) and the saved items. */
export function ItineraryArea() {
  const { session } = useSession();
  const { api } = useClient();
  if (!session) throw new Error('ItineraryArea needs a signed-in user');
  const store = useNewProgramStore(
    api,
    {
      token: session.token,
      sourceHex: session.settings.source_hex,
      conferenceId: session.settings.conferenceid,
    },
    nothingDerived,
  );
  return (
    <ProgramProvider store={store}>
      <ItineraryPage />
    </ProgramProvider>
  );
}
