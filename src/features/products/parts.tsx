import styled from 'styled-components';

/** Cards in a grid that wraps to one column on a phone. */
export const CardGrid = styled.ul<{ $list?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: ${({ $list }) => ($list ? '1fr' : 'repeat(auto-fill, minmax(240px, 1fr))')};
`;

export const Card = styled.li<{ $list?: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  display: flex;
  flex-direction: ${({ $list }) => ($list ? 'row' : 'column')};
  > a { color: inherit; text-decoration: none; display: contents; }
  img { width: ${({ $list }) => ($list ? '120px' : '100%')}; aspect-ratio: 4 / 3; object-fit: cover; display: block; flex: none; }
  h3 { margin: 0; font-size: 1rem; }
  p { margin: 0; }
`;

export const CardBody = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

export const TagRow = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

export const Tag = styled.li<{ $tone?: 'new' | 'plain' }>`
  font-size: 0.8rem;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ $tone, theme }) => ($tone === 'new' ? theme.colors.primary : theme.colors.background)};
  color: ${({ $tone, theme }) => ($tone === 'new' ? '#ffffff' : theme.colors.text)};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
  input[type='search'] { min-height: 40px; padding: 0 ${({ theme }) => theme.space(2)}; flex: 1 1 200px; }
  select { min-height: 40px; }
`;
