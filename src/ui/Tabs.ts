import styled from 'styled-components';

/** A row of tabs (role="tablist" on it), wrapping on a narrow screen. */
export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

/** One tab (role="tab"): underlined and bold while its panel shows (`$on`). */
export const Tab = styled.button<{ $on: boolean }>`
  font: inherit;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-bottom: 3px solid ${({ $on, theme }) => ($on ? theme.colors.primary : 'transparent')};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ $on }) => ($on ? 600 : 400)};
  cursor: pointer;
`;
