import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { NotificationPost } from '../../../schemas/notificationPost';
import { formatInstant } from '../../i18n/dates';
import { Button } from '../../ui/Button';
import { wordsOf } from '../../ui/plainText';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: start; padding: 8px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: top; }
  @media (max-width: ${({ theme }) => theme.breakpoints.small}px) {
    thead { display: none; }
    tr { display: block; border-bottom: 2px solid ${({ theme }) => theme.colors.border}; }
    td { display: block; border: none; }
    td::before { content: attr(data-label) ': '; font-weight: 600; }
  }
`;
const Confirm = styled.span`
  display: inline-flex;
  gap: 8px;
  align-items: center;
`;

/** 'Existing Notifications' (001 §2): title, message without tags, tags, pinned, type, date, edit or delete. */
export function NotificationsTable({
  notifications,
  timeZone,
  editPath,
  onDelete,
}: {
  notifications: readonly NotificationPost[];
  timeZone: string;
  editPath: (id: string) => string;
  onDelete: (id: string) => Promise<void>;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const [confirming, setConfirming] = useState<string | null>(null);
  if (notifications.length === 0) return <p>{t('publishing.empty')}</p>;
  const columns = ['titleLabel', 'message', 'tags', 'pinned', 'type', 'date', 'actions'] as const;
  return (
    <Table>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {t(`publishing.${c === 'titleLabel' ? 'titleLabel' : c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {notifications.map((n) => {
          const p = n.post_object;
          const at = p.startTime ?? n.created_at;
          return (
            <tr key={n._id} data-testid="existing-notification">
              <td data-label={t('publishing.titleLabel')}>{p.title}</td>
              <td data-label={t('publishing.message')}>{wordsOf(p.message)}</td>
              <td data-label={t('publishing.tags')}>{p.tags.join(', ')}</td>
              <td data-label={t('publishing.pinned')}>
                {p.isSticky ? t('publishing.yes') : t('publishing.no')}
              </td>
              <td data-label={t('publishing.type')}>{p.type.toUpperCase()}</td>
              <td data-label={t('publishing.date')}>
                {formatInstant(at, { timeZone, language: i18n.language, style: 'dateTime' })}
              </td>
              <td data-label={t('publishing.actions')}>
                {confirming === n._id ? (
                  <Confirm role="group" aria-label={t('publishing.confirm')}>
                    {t('publishing.confirm')}
                    <Button
                      type="button"
                      onClick={async () => {
                        setConfirming(null);
                        await onDelete(n._id);
                      }}
                    >
                      {t('publishing.yesDelete')}
                    </Button>
                    <Button type="button" $variant="link" onClick={() => setConfirming(null)}>
                      {t('publishing.cancel')}
                    </Button>
                  </Confirm>
                ) : (
                  <>
                    <Link href={editPath(n._id)}>{t('publishing.edit')}</Link>{' '}
                    <Button type="button" $variant="link" onClick={() => setConfirming(n._id)}>
                      {t('publishing.delete')}
                    </Button>
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
