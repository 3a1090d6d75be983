import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { NotificationPost } from '../../../schemas/notificationPost';
import type { NotificationTarget } from '../../realtime/notificationTarget';
import { SafeHtml } from '../../ui/SafeHtml';
import { useResourceLoad } from '../../ui/useResourceLoad';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h2 { margin: 0; font-size: 1.1rem; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space(2)}; }
`;
const Item = styled.li`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h3 { margin: 0 0 ${({ theme }) => theme.space(1)}; font-size: 1rem; }
  small { color: ${({ theme }) => theme.colors.muted}; font-weight: 600; }
`;

/** The lobby's notifications (001 §2, §4): pinned first, then the newest, each with its go button. */
export function NotificationsPanel({
  load,
  targetOf,
}: {
  load: () => Promise<readonly NotificationPost[]>;
  /** Where an item's go button leads, if it leads to a screen the app has. */
  targetOf: (post: NotificationPost) => NotificationTarget | null;
}) {
  const { t } = useTranslation();
  const { view } = useResourceLoad(load);
  if (view.status !== 'loaded' || view.value.length === 0) return null;
  return (
    <Panel aria-labelledby="lobby-notifications" data-testid="lobby-notifications">
      <h2 id="lobby-notifications">{t('lobby.notifications')}</h2>
      <ul>
        {view.value.map((n) => {
          const target = targetOf(n);
          const label = n.post_object.linkButtonTitle || t('lobby.go');
          return (
            <Item key={n._id}>
              {n.post_object.isSticky && <small>{t('lobby.pinned')}</small>}
              <h3>{n.post_object.title}</h3>
              <SafeHtml html={n.post_object.message} />
              {target &&
                (target.external ? (
                  <a href={target.href} target="_blank" rel="noreferrer">
                    {label}
                  </a>
                ) : (
                  <Link href={target.href}>{label}</Link>
                ))}
            </Item>
          );
        })}
      </ul>
    </Panel>
  );
}
