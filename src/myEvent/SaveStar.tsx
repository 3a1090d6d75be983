import { useTranslation } from 'react-i18next';
import type { FavoriteType } from '../../schemas/favorite';
import styled from 'styled-components';
import { StarToggle } from '../ui/StarToggle';
import { useFavorite } from './MyEventProvider';

const Holder = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;
const Failure = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

/**
 * The star that puts an item in My Itinerary (favoriteToggle): hidden until the user's favourites are loaded,
 * filled at once when pressed, put back with the server's message when the save fails.
 */
export function SaveStar({ type, id, title }: { type: FavoriteType; id: string | number; title: string }) {
  const { t } = useTranslation();
  const { view, toggle } = useFavorite(type, String(id));
  if (!view) return null;
  const action = view.forced ? t('myEvent.forced') : view.filled ? t('myEvent.unsave') : t('myEvent.save');
  return (
    <Holder data-testid="save-star" data-favorite={view.state}>
      <StarToggle
        on={view.filled}
        busy={view.busy}
        disabled={!view.canToggle && !view.busy}
        label={`${action}: ${title}`}
        onToggle={toggle}
      />
      {view.failure ? <Failure role="alert">{view.failure}</Failure> : null}
    </Holder>
  );
}
