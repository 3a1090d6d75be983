import styled from 'styled-components';
import { RATING } from '../../schemas/constants';
import { STAR_PATH, StarTarget } from './starTarget';

const Stars = styled.div`
  display: inline-flex;
`;
/** Each half is a 24 px target (WCAG 2.2 target size), so a star is 48 px wide. */
const Half = styled(StarTarget)`
  width: 24px;
  svg { width: 24px; height: 44px; }
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
    <Stars role="radiogroup" aria-label={legend}>
      {VALUES.map((v, i) => (
        <Half key={v} $lit={v <= value} $unlit="border">
          <input
            type="radio"
            name={name}
            value={v}
            checked={value === v}
            aria-label={labelOf(v)}
            disabled={disabled}
            onChange={() => onRate(v)}
            onClick={() => {
              if (value === v) onRate(0);
            }}
          />
          {/* The left or right half of one star: the same star seen through half its width. */}
          <svg
            viewBox={i % 2 === 0 ? '0 0 12 24' : '12 0 12 24'}
            preserveAspectRatio={i % 2 === 0 ? 'xMaxYMid meet' : 'xMinYMid meet'}
            aria-hidden="true"
          >
            <path d={STAR_PATH} fill="currentColor" />
          </svg>
        </Half>
      ))}
    </Stars>
  );
}
