import { css } from 'styled-components';

/** Read by screen readers, not shown (the text stays in the accessible name of what holds it). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
