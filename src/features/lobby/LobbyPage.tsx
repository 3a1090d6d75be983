import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { SignedInUser } from '../../../schemas/user';
import { ProgramTabs } from './ProgramTabs';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  h1 { margin-top: 0; }
  @media (max-width: ${({ theme }) => theme.breakpoints.drawer - 1}px) {
    grid-template-columns: 1fr;
  }
`;

/**
 * The lobby home (000 §2): the welcome, and the side column's program tabs. The activity feed, carousels,
 * featured videos, notifications and ads join as their areas land.
 */
export function LobbyPage({
  user,
  settings,
  notifications,
}: {
  user: SignedInUser;
  settings: EventConfig;
  notifications: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Columns data-state="lobby">
      <div>
        <title>{settings.title || t('sidebar.lobby')}</title>
        <h1>{user.Firstname ? t('lobby.welcomeName', { name: user.Firstname }) : t('lobby.welcome')}</h1>
        {settings.title ? <p>{t('lobby.intro', { title: settings.title })}</p> : null}
        {notifications}
      </div>
      <ProgramTabs user={user} settings={settings} />
    </Columns>
  );
}
