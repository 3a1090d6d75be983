import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useCalls } from '../../calls/CallsProvider';
import { useCallView } from '../../calls/useCallView';
import type { CallActor } from '../../calls/store';
import { RoomControls, RoomStage, VideoGrid } from '../../rooms/VideoGrid';
import { Button } from '../../ui/Button';
import { StatusPage } from '../../ui/StatusPage';
import { PageTitle } from '../../ui/PageTitle';

/**
 * The call page (/social/call/{callId}, /social/exhib_meeting/{callId}): 'Connecting...' until the other side
 * is in the room, both videos, and 'Call Ended' with Go Back once the last other participant left; 'Error'
 * without a call id. Leaving the page hangs up.
 */
export function CallPage({ callId, backHref }: { callId: string | null; backHref: string }) {
  const { t } = useTranslation('calls');
  const { store } = useCalls();
  const [actor, setActor] = useState<CallActor | null>(null);
  useEffect(() => {
    if (!store || !callId) return;
    const opened = store.open(callId);
    setActor(opened);
    return () => {
      const snapshot = opened.getSnapshot();
      if (snapshot.can({ type: 'CALL.HANG_UP' })) opened.send({ type: 'CALL.HANG_UP' });
      opened.send({ type: 'CALL.DISMISS' });
    };
  }, [store, callId]);
  if (!callId) {
    return (
      <StatusPage state="error">
        <PageTitle page={t('calls.pageTitle')} />
        <h1>{t('calls.error')}</h1>
      </StatusPage>
    );
  }
  if (!actor) {
    return (
      <StatusPage state="connecting">
        <PageTitle page={t('calls.pageTitle')} />
        <p role="status">{t('calls.connecting')}</p>
      </StatusPage>
    );
  }
  return <CallRoom actor={actor} backHref={backHref} />;
}

function CallRoom({ actor, backHref }: { actor: CallActor; backHref: string }) {
  const { t } = useTranslation('calls');
  const { view, send } = useCallView(actor);
  const title = <PageTitle page={t('calls.pageTitle')} />;
  if (view.page === 'ended' || view.page === 'error' || view.page === null) {
    const goBack = (e: React.MouseEvent) => {
      send({ type: 'CALL.DISMISS' });
      if (window.history.length > 1) {
        e.preventDefault();
        window.history.back();
      }
    };
    return (
      <StatusPage state={view.state}>
        {title}
        <h1 data-testid="call-status">{t(view.page === 'error' ? 'calls.error' : 'calls.ended')}</h1>
        <p>
          <Link href={backHref} onClick={goBack}>
            {t('calls.goBack')}
          </Link>
        </p>
      </StatusPage>
    );
  }
  return (
    <RoomStage data-state={view.state} data-testid="call-room">
      {title}
      <h1>{t('calls.pageTitle')}</h1>
      {view.page === 'connecting' && <p role="status">{t('calls.connecting')}</p>}
      <VideoGrid
        room={view.room}
        peer={() => ({
          label: t('calls.peerVideo', { name: view.peerName || t('calls.call') }),
          caption: view.peerName,
        })}
      />
      <RoomControls>
        <Button type="button" onClick={() => send({ type: 'CALL.HANG_UP' })} disabled={!view.canHangUp}>
          {t('calls.hangUp')}
        </Button>
      </RoomControls>
    </RoomStage>
  );
}
