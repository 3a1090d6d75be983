import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Box = styled.div<{ $tone: 'success' | 'error' }>`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space(4)};
  inset-inline: 0;
  margin-inline: auto;
  width: fit-content;
  max-width: calc(100vw - 32px);
  z-index: 1000;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  border-inline-start: 6px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : '#1a7f37')};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 4px 16px rgb(0 0 0 / 20%);
  button {
    min-width: 32px;
    min-height: 32px;
    border: 0;
    background: none;
    font: inherit;
    font-size: 1.25rem;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * A short notice at the bottom of the screen (a success, or an error with its title) that goes by itself after
 * `ms` or when dismissed. Give it a new `key` to show it again.
 */
export function Toast({
  tone,
  title,
  ms,
  children,
}: {
  tone: 'success' | 'error';
  title?: string;
  ms: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('people');
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  if (!shown) return null;
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'} data-testid="toast" data-tone={tone}>
      <span>
        {title ? <strong>{title}: </strong> : null}
        {children}
      </span>
      <button type="button" aria-label={t('profile.dismiss')} onClick={() => setShown(false)}>
        ×
      </button>
    </Box>
  );
}
