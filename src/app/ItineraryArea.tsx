import { ItineraryPage } from '../features/itinerary/ItineraryPage';
import { WithProgram } from './WithProgram';

/** My Itinerary at /main/itinerary: the program snapshot (for the saved items' times) and the saved items. */
export function ItineraryArea() {
  return (
    <WithProgram>
      <ItineraryPage />
    </WithProgram>
  );
}
