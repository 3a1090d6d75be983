import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { SocketNotification } from '../../schemas/notification';
import { useClient } from '../browser/clientContext';
import { type RelayLink, startRelayConnection } from '../realtime/appSocket';
import { additionalHalls, notificationTarget } from '../realtime/notificationTarget';
import { Button } from '../ui/Button';
import { LazySafeHtml } from '../ui/LazySafeHtml';
import { hasScreen } from './screens';
import { useSession } from './session';

const Toast = styled.aside`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space(4)};
  inset-inline-end: ${({ theme }) => theme.space(4)};
  max-width: 360px;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.15);
  z-index: 1000;
  h2 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 1rem; }
  p { margin: 0 0 ${({ theme }) => theme.space(3)}; }
`;

/**
 * The tab's app-level socket to the relay while signed in: instant notifications appear as a toast, the kill
 * switch reloads the app (after the relay's random delay), and a newer login of the account elsewhere or a
 * sign-out of this login in another tab signs this tab out (the relayConnection machine ends in signedOut), and
 * settings an admin saved are loaded again.
 * `onLink` hears the link when it starts and null when it stops, for screens that listen to rooms of it.
 */
export function RealtimeLink({ onLink }: { onLink?: (link: RelayLink | null) => void }) {
  const { t } = useTranslation();
  const { session, dropSession, setSettings } = useSession();
  const { api } = useClient();
  const [notification, setNotification] = useState<SocketNotification | null>(null);
  const token = session?.token;

  useEffect(() => {
    if (!token) return;
    const link = startRelayConnection({ token });
    onLink?.(link);
    const offNotification = link.subscribe('instant_notification', setNotification);
    // An admin saved the event's settings: this tab loads them again, without a reload.
    const offSettings = link.subscribe('settings_changed', () => {
      api.settings(token, '').then(setSettings, () => undefined);
    });
    const watch = link.actor.subscribe((s) => {
      // A newer login elsewhere, or this login signed out in another tab: the relay refuses it from now on.
      const reason = s.context.signOutReason;
      if (s.matches('signedOut') && (reason === 'dual_login' || reason === 'signed_out')) dropSession();
    });
    return () => {
      offNotification();
      offSettings();
      watch.unsubscribe();
      onLink?.(null);
      link.stop();
    };
  }, [token, dropSession, onLink, api, setSettings]);

  if (!notification) return null;
  const target = notificationTarget(notification, additionalHalls(session?.settings));
  return (
    <Toast role="status" aria-live="polite" data-testid="instant-notification">
      <h2>{notification.title}</h2>
      <LazySafeHtml html={notification.message} />
      {target && (target.external || hasScreen(target.href)) && (
        <p>
          {target.external ? (
            <a href={target.href} target="_blank" rel="noreferrer">
              {notification.linkButtonTitle || t('lobby.go')}
            </a>
          ) : (
            <Link href={target.href} onClick={() => setNotification(null)}>
              {notification.linkButtonTitle || t('lobby.go')}
            </Link>
          )}
        </p>
      )}
      <Button type="button" $variant="secondary" onClick={() => setNotification(null)}>
        {t('common.close')}
      </Button>
    </Toast>
  );
}
