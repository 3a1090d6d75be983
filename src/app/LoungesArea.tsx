import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loungeCalls } from '../api/loungeCalls';
import { useClient } from '../browser/clientContext';
import { usePresenceCounts } from '../realtime/usePresenceCount';
import { LoungesPage } from '../features/lounges/LoungesPage';
import { LoadFailedAlert } from '../ui/LoadFailedAlert';
import { Loading } from '../ui/Loading';
import { VideoRoom } from '../rooms/VideoRoom';
import { PageTitle } from '../ui/PageTitle';
import { useResourceLoad } from '../ui/useResourceLoad';
import { useSession } from './session';
import { useScreenTexts } from '../i18n/useScreenTexts';

/**
 * The networking lounges at /main/social_lounge: the rooms this user may see, the "/lounge" occupancy counts,
 * and each room's video.
 */
export function LoungesArea() {
  useScreenTexts('lounges', 'calls');
  const { t } = useTranslation(['calls', 'lounges']);
  const { session } = useSession();
  const { api } = useClient();
  if (!session) throw new Error('LoungesArea needs a signed-in user');
  const { token } = session;
  const calls = useMemo(() => loungeCalls(api), [api]);
  const counts = usePresenceCounts('/lounge', token);
  // A moderator's removal takes the user out of the room, back to the rooms, with the reason above them.
  const [removed, setRemoved] = useState(false);
  const { view, retry } = useResourceLoad(() => calls.list());
  if (view.status === 'loading') return <Loading />;
  if (view.status !== 'loaded') {
    return (
      <>
        <PageTitle page={t('lounges.title')} />
        <h1>{t('lounges.title')}</h1>
        <LoadFailedAlert view={view} retry={retry} title={t('lounges.loadFailed')} />
      </>
    );
  }
  return (
    <LoungesPage
      reply={view.value}
      user={session.user}
      settings={session.settings}
      now={Date.now()}
      counts={counts}
      notice={removed ? t('rooms.removed') : null}
      renderRoom={(room, onLeave) => (
        <VideoRoom
          key={room.id}
          title={room.label}
          join={() => calls.join(room.id)}
          onLeave={onLeave}
          onRemoved={() => {
            setRemoved(true);
            onLeave();
          }}
        />
      )}
    />
  );
}
