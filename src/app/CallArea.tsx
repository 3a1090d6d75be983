import { CallPage } from '../features/calls/CallPage';
import { LOBBY_PATH } from './screens';
import { useScreenTexts } from '../i18n/useScreenTexts';

/** The call page of a call id (decoded from the address by the router). */
export function CallArea({ callId }: { callId: string | null }) {
  useScreenTexts('calls');
  return <CallPage callId={decoded(callId)} backHref={LOBBY_PATH} />;
}

const decoded = (id: string | null) => {
  try {
    return id ? decodeURIComponent(id) : null;
  } catch {
    return null;
  }
};
