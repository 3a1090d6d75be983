import styled, { css } from 'styled-components';

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'link' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: #fff;
          &:hover:not(:disabled) { background: ${theme.colors.primaryDark}; }
        `
      : $variant === 'secondary'
        ? css`
            background: ${theme.colors.surface};
            color: ${theme.colors.primary};
          `
        : css`
            background: none;
            border-color: transparent;
            color: ${theme.colors.primary};
            padding: 0;
            min-height: 0;
            align-self: flex-start;
            text-decoration: underline;
          `}
  &:disabled { opacity: 0.6; cursor: default; }
`;
