import styled from 'styled-components';

/** A five-pointed star in a 24 × 24 box. */
export const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/**
 * A star (or half of one) that is a radio button: the input fills the label, unseen, so the whole label is the
 * target; lit stars take the primary colour, the focus ring follows the keyboard.
 */
export const StarTarget = styled.label<{ $lit: boolean; $unlit: 'muted' | 'border' }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: 44px;
  cursor: pointer;
  color: ${({ theme, $lit, $unlit }) => ($lit ? theme.colors.primary : theme.colors[$unlit])};
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 1px; }
  &:has(input:disabled) { cursor: default; }
`;
