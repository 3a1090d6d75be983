import { LeadsReply } from '../../schemas/exhibitorLeads';
import type { Api } from './client';

/** A booth's leads (its staff and admins): the list, and the same as a CSV file. */
export function exhibitorLeadCalls(api: Api) {
  return {
    leads: (compId: number) => api.apiFetch(LeadsReply, `/exhibitors/${compId}/leads`),
    csv: (compId: number) => api.apiFile(`/exhibitors/${compId}/leads.csv`, 'text/csv'),
  };
}
export type ExhibitorLeadCalls = ReturnType<typeof exhibitorLeadCalls>;
