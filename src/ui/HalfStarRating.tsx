import styled from 'styled-components';
import { RATING } from '../../schemas/constants';

const Stars = styled.div`
  display: inline-flex;
`;
/** Each half is a 24 px target (WCAG 2.2 target size), so a star is 48 px wide. */
const Half = styled.label<{ $lit: boolean }>`
  position: relative;
  display: inline-flex;
  width: 24px;
  height: 44px;
  cursor: pointer;
  color: ${({ theme, $lit }) => ($lit ? theme.colors.primary : theme.colors.border)};
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 1px; }
  &:has(input:disabled) { cursor: default; }
  svg { width: 24px; height: 44px; }
`;

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
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
        <Half key={v} $lit={v <= value}>
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
            <path d={STAR} fill="currentColor" />
          </svg>
        </Half>
      ))}
    </Stars>
  );
}
