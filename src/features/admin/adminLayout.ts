import styled, { css } from 'styled-components';

/** An administration screen: a column of titled boxes, as wide as reads well. */
export const AdminPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 60rem;
  h1, h2, p { margin: 0; }
  h2 { font-size: 1.125rem; }
`;

/** An administration screen of wide tables and charts (the analytics): as wide as the screen allows. */
export const WideAdminPage = styled(AdminPage)`
  max-width: 90rem;
`;

/** The framed box of one task on an administration screen. */
export const adminBox = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

/** A table of an administration screen: full width, a rule under each row. */
export const AdminTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: start; padding: ${({ theme }) => theme.space(2)}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
`;

/** Scrolls a wide table sideways on a narrow screen (give it tabIndex 0 so that a keyboard can scroll it). */
export const TableScroll = styled.div`
  overflow-x: auto;
`;
