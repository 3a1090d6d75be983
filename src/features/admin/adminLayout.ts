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
