import { useMemo } from 'react';
import { programImportCalls } from '../api/programImportCalls';
import { useClient } from '../browser/clientContext';
import { ProgramImportPage } from '../features/admin/ProgramImportPage';
import { NotFound } from './NotFound';
import { useSession } from './session';

/** Import Program for admins; anyone else finds no such screen (the server refuses them too). */
export function ProgramImportArea() {
  const { session } = useSession();
  const { api } = useClient();
  const calls = useMemo(() => programImportCalls(api), [api]);
  if (!session?.user.is_admin) return <NotFound />;
  return <ProgramImportPage calls={calls} />;
}
