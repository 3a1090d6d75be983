import styled from 'styled-components';
import { RATING } from '../../schemas/constants';

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
`;
const Stars = styled.div`
  display: inline-flex;
`;
const Half = styled.input`
  appearance: none;
  margin: 0;
  /* Each half is a 24 px target (WCAG 2.2 target size): a star is 48 px wide. */
  width: 24px;
  height: 44px;
  cursor: pointer;
  background: ${({ theme }) => theme.colors.border};
  clip-path: polygon(100% 8%, 100% 75%, 60% 96%, 68% 60%, 40% 38%, 76% 34%);
  &[data-side='right'] {
    clip-path: polygon(0 8%, 0 75%, 40% 96%, 32% 60%, 60% 38%, 24% 34%);
    margin-right: 2px;
  }
  &[data-lit='true'] { background: ${({ theme }) => theme.colors.primary}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 1px; }
`;

const VALUES = Array.from({ length: 10 }, (_, i) => (i + 1) * RATING.STEP);

/**
 * Half-star rating (000 §9): ten radio buttons, each half a star, lit up to the value; choosing the current
 * value again clears it (0). Labels come from the caller so they are translated.
 */
export function HalfStarRating({
  value,
  name,
  legend,
  labelOf,
  disabled = false,
  onRate,
}: {
  value: number;
  name: string;
  legend: string;
  labelOf: (value: number) => string;
  disabled?: boolean;
  onRate: (value: number) => void;
}) {
  return (
    <Group role="radiogroup" aria-label={legend}>
      <Stars>
        {VALUES.map((v, i) => (
          <Half
            key={v}
            type="radio"
            name={name}
            value={v}
            checked={value === v}
            aria-label={labelOf(v)}
            data-side={i % 2 === 0 ? 'left' : 'right'}
            data-lit={v <= value}
            disabled={disabled}
            onChange={() => onRate(v)}
            onClick={() => {
              if (value === v) onRate(0);
            }}
          />
        ))}
      </Stars>
    </Group>
  );
}
