import styled from 'styled-components';

/** A small rounded label of a card: date, LIVE, Replay, On-Demand, or a tag. */
export const Badge = styled.span<{ $tone?: 'live' | 'replay' | 'demand' | 'date' | 'tag' }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 600;
  white-space: nowrap;
  ${({ $tone = 'tag', theme }) =>
    $tone === 'live'
      ? 'background: #c62828; color: #fff;'
      : $tone === 'replay'
        ? 'background: #4a148c; color: #fff;'
        : $tone === 'demand'
          ? 'background: #00695c; color: #fff;'
          : $tone === 'date'
            ? `background: ${theme.colors.infoBg}; color: ${theme.colors.info};`
            : `background: ${theme.colors.background}; color: ${theme.colors.muted}; border: 1px solid ${theme.colors.border};`}
`;
