import styled from 'styled-components';

const Stars = styled.div`
  display: inline-flex;
  gap: 2px;
`;
/** A 44 px target per star (WCAG 2.2 target size). */
const Star = styled.label<{ $lit: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  cursor: pointer;
  color: ${({ theme, $lit }) => ($lit ? theme.colors.primary : theme.colors.muted)};
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 1px; }
  &:has(input:disabled) { cursor: default; }
  svg { width: 32px; height: 32px; }
`;

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

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
        <Star key={v} $lit={v <= value}>
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
              d={STAR}
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
