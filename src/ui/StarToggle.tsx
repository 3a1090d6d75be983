import styled from 'styled-components';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.primary};
  position: relative;
  z-index: 1;
  &:disabled { cursor: default; }
  svg { width: 22px; height: 22px; }
`;

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** A star that saves or unsaves something: filled when on; its label says what pressing it does. */
export function StarToggle({
  on,
  label,
  busy = false,
  disabled = false,
  onToggle,
}: {
  on: boolean;
  label: string;
  busy?: boolean;
  disabled?: boolean;
  onToggle: () => void;
}) {
  return (
    <Toggle
      type="button"
      aria-pressed={on}
      aria-label={label}
      title={label}
      aria-busy={busy || undefined}
      disabled={disabled}
      data-state={on ? 'on' : 'off'}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        onToggle();
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={STAR} fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </Toggle>
  );
}
