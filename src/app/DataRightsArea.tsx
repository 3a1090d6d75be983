import { useMemo } from 'react';
import { adminDataRightsCalls } from '../api/dataRightsCalls';
import { useClient } from '../browser/clientContext';
import { DataRightsPage } from '../features/admin/DataRightsPage';
import { NotFound } from './NotFound';
import { useSession } from './session';

/** Data rights for admins; anyone else finds no such screen (the server refuses them too). */
export function DataRightsArea() {
  const { session } = useSession();
  const { api } = useClient();
  const calls = useMemo(() => adminDataRightsCalls(api), [api]);
  if (!session?.user.is_admin) return <NotFound />;
  return <DataRightsPage calls={calls} />;
}
