import { BoothReply, DirectoryReply } from '../../schemas/exhibitorDirectory';
import type { Api } from './client';

const hallQuery = (hallId: string | null) => (hallId ? `?hall=${encodeURIComponent(hallId)}` : '');

/** The exhibit hall: one hall's directory, and one booth. */
export function exhibitorCalls(api: Api) {
  return {
    directory: (hallId: string | null) => api.apiFetch(DirectoryReply, `/exhibitors${hallQuery(hallId)}`),
    booth: (hallId: string | null, compId: number) =>
      api.apiFetch(BoothReply, `/exhibitors/${compId}${hallQuery(hallId)}`),
  };
}
export type ExhibitorCalls = ReturnType<typeof exhibitorCalls>;
