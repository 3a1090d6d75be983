import { type AnalyticsTable, AnalyticsOverview, SessionAnalytics } from '../../schemas/eventAnalytics';
import type { Api } from './client';

/** The organisers' analytics (admins): the dashboard's figures, a session's, and each table as a CSV file. */
export function eventAnalyticsCalls(api: Api) {
  return {
    overview: () => api.apiFetch(AnalyticsOverview, '/admin/analytics'),
    session: (sessionId: number) => api.apiFetch(SessionAnalytics, `/admin/analytics/sessions/${sessionId}`),
    csv: (table: AnalyticsTable) => api.apiFile(`/admin/analytics/${table}.csv`, 'text/csv'),
    viewersCsv: (sessionId: number) =>
      api.apiFile(`/admin/analytics/sessions/${sessionId}/viewers.csv`, 'text/csv'),
  };
}
export type EventAnalyticsCalls = ReturnType<typeof eventAnalyticsCalls>;
