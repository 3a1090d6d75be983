import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoothReply, DirectoryReply } from '../../schemas/exhibitorDirectory';
import { exhibitorCalls } from '../api/exhibitorCalls';
import { useClient } from '../browser/clientContext';
import { videoRooms } from '../api/videoRooms';
import { BoothPage } from '../features/exhibitors/BoothPage';
import { BoothRoomPage } from '../features/exhibitors/BoothRoomPage';
import { boothLeadsPath } from '../features/exhibitors/exhibitorPaths';
import { DirectoryPage } from '../features/exhibitors/DirectoryPage';
import { PresenceCountsProvider, usePresenceCounts } from '../realtime/usePresenceCount';
import { LoadFailedAlert } from '../ui/LoadFailedAlert';
import { Loading } from '../ui/Loading';
import { PageTitle } from '../ui/PageTitle';
import { useResourceLoad } from '../ui/useResourceLoad';
import { NotFound } from './NotFound';
import { profilePath } from './screens';
import { useSession } from './session';
import { useScreenTexts } from '../i18n/useScreenTexts';

export type ExhibitorRoute =
  | { kind: 'directory'; hallId: string | null }
  | { kind: 'booth'; hallId: string | null; compId: number }
  /** A booth's video room: its lobby (no staff contact) or a staff contact's personal room. */
  | { kind: 'room'; hallId: string | null; compId: number; staffUuid: string | null }
  /** A booth's leads, for its staff and admins (its own chunk: only staff open it). */
  | { kind: 'leads'; hallId: string | null; compId: number };

const ExhibitorLeadsArea = lazy(() =>
  import('./ExhibitorLeadsArea').then((m) => ({ default: m.ExhibitorLeadsArea })),
);

/**
 * The exhibit hall under /exhibitors: a hall's directory, a booth, a booth's video room and its leads, with the
 * "/exhibitor" online counts (each booth and each of its video rooms is a presence room; the directory shows
 * each company's count).
 */
export function ExhibitorsArea({ route }: { route: ExhibitorRoute }) {
  if (route.kind === 'leads')
    return (
      <Suspense fallback={<Loading />}>
        <ExhibitorLeadsArea compId={route.compId} />
      </Suspense>
    );
  return <ExhibitHall route={route} />;
}

function ExhibitHall({ route }: { route: Exclude<ExhibitorRoute, { kind: 'leads' }> }) {
  useScreenTexts('exhibitors', 'calls');
  const { t } = useTranslation('exhibitors');
  const { session } = useSession();
  const { api } = useClient();
  if (!session) throw new Error('ExhibitorsArea needs a signed-in user');
  const { token } = session;
  const calls = useMemo(() => exhibitorCalls(api), [api]);
  const rooms = useMemo(() => videoRooms(api), [api]);
  const counts = usePresenceCounts('/exhibitor', token);
  const { view, retry } = useResourceLoad<DirectoryReply | BoothReply>(() =>
    route.kind === 'directory' ? calls.directory(route.hallId) : calls.booth(route.hallId, route.compId),
  );
  if (view.status === 'loading') return <Loading />;
  if (view.status !== 'loaded') {
    const title = route.kind === 'directory' ? t('exhibitors.loadFailed') : t('exhibitors.boothFailed');
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
      {!('exhibitor' in value) ? (
        <DirectoryPage reply={value} settings={session.settings} isAdmin={session.user.is_admin} />
      ) : route.kind === 'room' ? (
        <BoothRoomPage
          booth={value}
          staffUuid={route.staffUuid}
          selfUuid={session.user.uuid}
          join={() => rooms.joinBoothRoom(route.hallId, route.compId, route.staffUuid)}
          notFound={<NotFound />}
        />
      ) : (
        <BoothPage
          key={value.exhibitor.CompanyInfo.CompID}
          booth={value}
          token={token}
          settings={session.settings}
          viewer={{ user: session.user, settings: session.settings, profileOf: profilePath }}
          leadsHref={
            session.user.is_admin || value.exhibitor.contact_info.some((s) => s.uuid === session.user.uuid)
              ? boothLeadsPath(value.exhibitor.CompanyInfo.CompID)
              : null
          }
        />
      )}
    </PresenceCountsProvider>
  );
}
