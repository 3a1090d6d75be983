import styled from 'styled-components';
import { STAR_PATH, StarTarget } from './starTarget';

const Stars = styled.div`
  display: inline-flex;
  gap: 2px;
`;
/** A 44 px target per star (WCAG 2.2 target size). */
const Star = styled(StarTarget)`
  width: 44px;
  svg { width: 32px; height: 32px; }
`;

/**
 * Whole stars as radio buttons (an evaluation's rating question), lit up to the value; the caller's group
 * (a fieldset and its legend) names them, and `labelOf` names each star so it is translated.
 */
export function StarChoice({
  name,
  value,
  stars,
  labelOf,
  required = false,
  invalid = false,
  disabled = false,
  onChoose,
}: {
  name: string;
  /** The chosen star, 0 when none. */
  value: number;
  stars: readonly number[];
  labelOf: (value: number) => string;
  required?: boolean;
  invalid?: boolean;
  disabled?: boolean;
  onChoose: (value: number) => void;
}) {
  return (
    <Stars>
      {stars.map((v) => (
        <Star key={v} $lit={v <= value} $unlit="muted">
          <input
            type="radio"
            name={name}
            value={v}
            checked={value === v}
            aria-label={labelOf(v)}
            required={required}
            aria-invalid={invalid || undefined}
            disabled={disabled}
            onChange={() => onChoose(v)}
          />
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path
              d={STAR_PATH}
              fill={v <= value ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.5"
            />
          </svg>
        </Star>
      ))}
    </Stars>
  );
}
