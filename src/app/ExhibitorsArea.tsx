import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoothReply, DirectoryReply } from '../../schemas/exhibitorDirectory';
import { exhibitorCalls } from '../api/exhibitorCalls';
import { useClient } from '../browser/clientContext';
import { BoothPage } from '../features/exhibitors/BoothPage';
import { DirectoryPage } from '../features/exhibitors/DirectoryPage';
import { PresenceCountsProvider, usePresenceCounts } from '../realtime/usePresenceCount';
import { LoadFailedAlert } from '../ui/LoadFailedAlert';
import { Loading } from '../ui/Loading';
import { PageTitle } from '../ui/PageTitle';
import { useResourceLoad } from '../ui/useResourceLoad';
import { useSession } from './session';

export type ExhibitorRoute =
  | { kind: 'directory'; hallId: string | null }
  | { kind: 'booth'; hallId: string | null; compId: number };

/**
 * The exhibit hall under /exhibitors: a hall's directory and a booth, with the "/exhibitor" online counts
 * (each booth is a presence room; the directory shows each company's count).
 */
export function ExhibitorsArea({ route }: { route: ExhibitorRoute }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const { api } = useClient();
  if (!session) throw new Error('ExhibitorsArea needs a signed-in user');
  const { token } = session;
  const calls = useMemo(() => exhibitorCalls(api), [api]);
  const counts = usePresenceCounts('/exhibitor', token);
  const { view, retry } = useResourceLoad<DirectoryReply | BoothReply>(() =>
    route.kind === 'booth' ? calls.booth(route.hallId, route.compId) : calls.directory(route.hallId),
  );
  if (view.status === 'loading') return <Loading />;
  if (view.status !== 'loaded') {
    const title = route.kind === 'booth' ? t('exhibitors.boothFailed') : t('exhibitors.loadFailed');
    return (
      <>
        <PageTitle page={t('exhibitors.title')} />
        <h1>{t('exhibitors.title')}</h1>
        <LoadFailedAlert view={view} retry={retry} title={title} />
      </>
    );
  }
  const value = view.value;
  return (
    <PresenceCountsProvider counts={counts}>
      {'exhibitor' in value ? (
        <BoothPage booth={value} token={token} settings={session.settings} />
      ) : (
        <DirectoryPage reply={value} settings={session.settings} />
      )}
    </PresenceCountsProvider>
  );
}
