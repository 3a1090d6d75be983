import styled from 'styled-components';

/** A bordered panel of content with a small heading (a profile's section, a lounge's card). */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; font-size: 1.1rem; }
`;
