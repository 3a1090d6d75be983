import styled from 'styled-components';

/** A dot that shows one item of a rotation (ads, slides): a 24 px target (WCAG 2.2 target size) around 10 px. */
export const PagerDot = styled.button<{ $active: boolean }>`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    margin: auto;
    border-radius: 50%;
    background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.muted)};
  }
`;
