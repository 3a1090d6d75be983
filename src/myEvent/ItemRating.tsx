import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RatingType } from '../../schemas/rating';
import { HalfStarRating } from '../ui/HalfStarRating';
import { useRating } from './MyEventProvider';

const Box = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
const Summary = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
const Failure = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

/** Half-star rating of an item with everyone's average (the rating machine); hidden until loaded. */
export function ItemRating({ type, id }: { type: RatingType; id: string | number }) {
  const { t } = useTranslation();
  const { view, rate } = useRating(type, String(id));
  if (!view) return null;
  return (
    <Box data-testid="rating" data-state={view.state} data-value={view.value}>
      <HalfStarRating
        name={`rating-${type}-${id}`}
        legend={t('myEvent.rating')}
        value={view.value}
        labelOf={(value) => t('myEvent.rateValue', { value })}
        disabled={view.saving}
        onRate={rate}
      />
      <Summary data-testid="rating-average">
        {view.average === null
          ? t('myEvent.notRated')
          : t('myEvent.average', { average: view.average.toFixed(1), count: view.count })}
      </Summary>
      {view.failure ? <Failure role="alert">{view.failure}</Failure> : null}
    </Box>
  );
}
