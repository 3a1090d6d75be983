import { useMemo } from 'react';
import { eventAnalyticsCalls } from '../api/eventAnalyticsCalls';
import { useClient } from '../browser/clientContext';
import { AnalyticsPage } from '../features/admin/analytics/AnalyticsPage';
import { SessionAnalyticsPage } from '../features/admin/analytics/SessionAnalyticsPage';
import { NotFound } from './NotFound';
import { ANALYTICS_PATH, sessionAnalyticsPath } from './screens';
import { useSession } from './session';

/** Analytics for admins: the dashboard, or one session's page; anyone else finds no such screen (the server refuses them too). */
export function AnalyticsArea({ sessionId }: { sessionId: number | null }) {
  const { session } = useSession();
  const { api } = useClient();
  const calls = useMemo(() => eventAnalyticsCalls(api), [api]);
  if (!session?.user.is_admin) return <NotFound />;
  return sessionId === null ? (
    <AnalyticsPage calls={calls} sessionPath={sessionAnalyticsPath} />
  ) : (
    <SessionAnalyticsPage
      key={sessionId}
      sessionId={sessionId}
      calls={calls}
      dashboardPath={ANALYTICS_PATH}
    />
  );
}
