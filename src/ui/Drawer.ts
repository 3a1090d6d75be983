import styled, { css } from 'styled-components';
import { Button } from './Button';

/**
 * Makes a side panel a drawer below the drawer breakpoint: hidden until opened, then fixed over the page
 * from one edge, leaving `uncovered` of the page visible on the other side.
 */
export const drawerBelowBreakpoint = (
  from: 'left' | 'right',
  uncovered: string,
  shown: 'block' | 'flex',
) => css<{
  $open: boolean;
}>`
  @media (max-width: ${({ theme }) => theme.breakpoints.drawer}px) {
    display: ${({ $open }) => ($open ? shown : 'none')};
    position: fixed;
    inset: ${from === 'left' ? `0 ${uncovered} 0 0` : `0 0 0 ${uncovered}`};
    z-index: 20;
    overflow-y: auto;
    padding: ${({ theme }) => theme.space(4)};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 0 24px rgba(0, 0, 0, 0.25);
  }
`;

/** The button that opens a drawer; shown only below the drawer breakpoint. */
export const DrawerToggle = styled(Button)`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.drawer}px) {
    display: inline-flex;
  }
`;
