import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useClient } from '../browser/clientContext';
import { ParticipantsPage } from '../features/participants/ParticipantsPage';
import { useAttendees } from '../people/attendees';
import { filterableBadges } from '../people/badges';
import { LoadFailedAlert } from '../ui/LoadFailedAlert';
import { Loading } from '../ui/Loading';
import { PageTitle } from '../ui/PageTitle';
import { PARTICIPANTS_PATH, profilePath } from './screens';
import { useSession } from './session';
import { useScreenTexts } from '../i18n/useScreenTexts';

/** The badge of `?badge=`, when it is one the directory filters by. */
function badgeOf(search: string, offered: readonly { id: number }[]): number | null {
  const raw = new URLSearchParams(search).get('badge');
  const id = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return offered.some((b) => b.id === id) ? id : null;
}

/** The participants directory at /main/participants(?badge=id): the attendee snapshot and the badge in the address. */
export function ParticipantsArea() {
  useScreenTexts('people');
  const { session } = useSession();
  const { api } = useClient();
  const { t } = useTranslation('people');
  const search = useSearch();
  const [, navigate] = useLocation();
  const settings = session?.settings;
  const { view, retry } = useAttendees(
    api,
    settings ? { sourceHex: settings.source_hex, conferenceId: settings.conferenceid } : null,
  );
  if (!session || !settings) return null;
  if (view.status === 'loading') return <Loading />;
  if (view.status !== 'loaded')
    return (
      <>
        <PageTitle page={t('participants.title')} />
        <h1>{t('participants.title')}</h1>
        <LoadFailedAlert view={view} retry={retry} />
      </>
    );
  return (
    <ParticipantsPage
      attendees={view.value.attendees}
      me={{ uuid: session.user.uuid, tags: session.user.tags }}
      settings={settings}
      badge={badgeOf(search, filterableBadges(settings))}
      onBadge={(badge) =>
        navigate(badge === null ? PARTICIPANTS_PATH : `${PARTICIPANTS_PATH}?badge=${badge}`, {
          replace: true,
        })
      }
      profilePath={profilePath}
    />
  );
}
