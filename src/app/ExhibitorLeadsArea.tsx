import { useMemo } from 'react';
import { exhibitorLeadCalls } from '../api/exhibitorLeadCalls';
import { useClient } from '../browser/clientContext';
import { LeadsPage } from '../features/exhibitors/LeadsPage';
import { NotFound } from './NotFound';
import { useSession } from './session';

/** A booth's leads (its staff and admins; the server refuses anyone else, and the page says so). */
export function ExhibitorLeadsArea({ compId }: { compId: number }) {
  const { session } = useSession();
  const { api } = useClient();
  const calls = useMemo(() => exhibitorLeadCalls(api), [api]);
  return (
    <LeadsPage
      compId={compId}
      calls={calls}
      timeZone={session?.settings.timezone ?? null}
      notFound={<NotFound />}
    />
  );
}
