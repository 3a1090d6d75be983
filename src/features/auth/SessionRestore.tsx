import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignedInSession } from '../../../machines/signIn';
import { signInView } from '../../../machines/signIn.view';
import type { StoredLogin } from '../../../schemas/session';
import { useClient } from '../../browser/clientContext';
import { StatusPage } from '../../ui/StatusPage';
import { liveSignIn } from './signIn.live';

/**
 * Restores a stored login (000 §4): settings and contact card load with the stored token; when the token no
 * longer works the stored login is removed and `onFailed` sends the user to sign in.
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
  const [snapshot] = useMachine(logic, {
    input: { mode: 'restore', urlid: address.urlid, sso: null, stored },
  });
  const view = signInView(snapshot);
  useEffect(() => {
    if (view.page === 'signedIn' && view.session) onSignedIn(view.session);
    else if (view.page !== 'restoring') onFailed();
  }, [view.page, view.session, onSignedIn, onFailed]);
  return (
    <StatusPage state={view.state}>
      <p role="status">{t('signIn.restoring')}</p>
    </StatusPage>
  );
}
