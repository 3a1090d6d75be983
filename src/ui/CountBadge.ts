import styled from 'styled-components';

/** A count beside a label (a tab's posts): a small pill in the primary colours. */
export const CountBadge = styled.span`
  display: inline-block;
  min-width: 1.5em;
  margin-inline-start: ${({ theme }) => theme.space(1)};
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 0.8rem;
  font-weight: 700;
  line-height: 1.5;
  text-align: center;
`;
