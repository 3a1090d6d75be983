import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div<{ $tone: 'error' | 'info' | 'warning' }>`
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  background: ${({ theme, $tone }) =>
    $tone === 'error'
      ? theme.colors.dangerBg
      : $tone === 'warning'
        ? theme.colors.warningBg
        : theme.colors.infoBg};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.text)};
`;
const Title = styled.div`
  font-weight: 700;
`;

export function Alert({
  tone,
  title,
  children,
}: {
  tone: 'error' | 'info' | 'warning';
  title?: string;
  children?: ReactNode;
}) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <Title>{title}</Title> : null}
      {children}
    </Box>
  );
}
