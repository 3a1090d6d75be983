import { useMachine } from '@xstate/react';
import { inspect } from '../../browser/inspection';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignedInSession } from '../../../machines/signIn';
import { signInView } from '../../../machines/signIn.view';
import type { StoredLogin } from '../../../schemas/session';
import { useClient } from '../../browser/clientContext';
import { StatusPage } from '../../ui/StatusPage';
import { LoadFailed } from './LoadFailed';
import { liveSignIn } from './signIn.live';

/**
 * Restores a stored login (000 §4): the login resumes through its cookie, then settings and contact card load;
 * when the server says the login ended, the stored login is removed and `onFailed` sends the user to sign in;
 * when the server cannot be reached, the login is kept and a Retry is offered.
 */
export function SessionRestore({
  stored,
  onSignedIn,
  onFailed,
}: {
  stored: StoredLogin;
  onSignedIn: (session: SignedInSession) => void;
  onFailed: () => void;
}) {
  const { t } = useTranslation();
  const { api, storage, address } = useClient();
  const logic = useMemo(() => liveSignIn(api, storage), [api, storage]);
  const [snapshot, send] = useMachine(logic, {
    inspect,
    input: { mode: 'restore', urlid: address.urlid, sso: null, stored },
  });
  const view = signInView(snapshot);
  useEffect(() => {
    if (view.page === 'signedIn' && view.session) onSignedIn(view.session);
    else if (view.page !== 'restoring' && view.page !== 'loadFailed') onFailed();
  }, [view.page, view.session, onSignedIn, onFailed]);
  // Not the server's no (that signs out): the network, or a navigation that cut the call. The login is kept.
  if (view.page === 'loadFailed') {
    return <LoadFailed state={view.state} error={view.loadError} onRetry={() => send({ type: 'RETRY' })} />;
  }
  return (
    <StatusPage state={view.state}>
      <p role="status">{t('signIn.restoring')}</p>
    </StatusPage>
  );
}
