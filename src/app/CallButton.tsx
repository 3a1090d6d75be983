import { useTranslation } from 'react-i18next';
import type { CallPeerInfo } from '../calls/eligibility';
import { useCallButton } from '../calls/useCallButton';
import { Button } from '../ui/Button';

/** A video call button for one person: shown while calling them is allowed and they are online (001 §4). */
export function CallButton({ peer }: { peer: CallPeerInfo }) {
  const { t } = useTranslation('calls');
  const call = useCallButton(peer);
  if (call.hidden) return null;
  return (
    <Button
      type="button"
      $variant="secondary"
      aria-label={t('calls.callPeer', { name: peer.name })}
      disabled={!call.enabled}
      onClick={call.start}
      data-testid="call-button"
    >
      {t('calls.call')}
    </Button>
  );
}
