import styled, { useTheme } from 'styled-components';
import { drawerBelowBreakpoint } from './Drawer';
import { useMediaQuery } from './useMediaQuery';

/** A list screen with its filters in a column on the left, a drawer on small screens (program, wall). */
export const FilterLayout = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.drawer}px) {
    grid-template-columns: 1fr;
  }
`;

export const FilterAside = styled.aside<{ $open: boolean }>`
  ${drawerBelowBreakpoint('left', '30%', 'block')}
`;

/**
 * Whether a FilterAside is shown: always above the drawer breakpoint, below it only while its drawer is open. A
 * screen draws (and counts) its filters only then.
 */
export function useFilterAsideShown(open: boolean): boolean {
  const theme = useTheme();
  return !useMediaQuery(`(max-width: ${theme.breakpoints.drawer}px)`) || open;
}
