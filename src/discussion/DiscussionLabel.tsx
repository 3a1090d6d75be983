import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CountBadge } from '../ui/CountBadge';
import { visuallyHidden } from '../ui/visuallyHidden';

const Spoken = styled.span`
  ${visuallyHidden}
`;

/**
 * A Discussion tab's label: its name and a badge with the count of its posts, which screen readers hear as
 * words ('Discussion, 3 posts').
 */
export function DiscussionLabel({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">
        {t('discussion.title')}
        <CountBadge data-testid="discussion-count">{count}</CountBadge>
      </span>
      <Spoken>{t('discussion.tabName', { count })}</Spoken>
    </>
  );
}
