import styled from 'styled-components';

/** Small pieces shared by the session page and the presentation list. */

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

export const Tag = styled.span<{ $tone?: 'live' }>`
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 600;
  ${({ $tone, theme }) =>
    $tone === 'live'
      ? 'background: #c62828; color: #fff;'
      : `background: ${theme.colors.background}; color: ${theme.colors.muted}; border: 1px solid ${theme.colors.border};`}
`;

export const Box = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h3 { margin-top: 0; }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export const formatAt = (at: number, tz: string, lang: string, opts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(lang, { timeZone: tz, ...opts }).format(at);

export function timeRange(start: number | undefined, end: number | undefined, tz: string, lang: string) {
  if (start === undefined) return null;
  const day = formatAt(start, tz, lang, { weekday: 'short', month: 'short', day: 'numeric' });
  const from = formatAt(start, tz, lang, { hour: 'numeric', minute: '2-digit' });
  const to =
    end === undefined
      ? ''
      : ` – ${formatAt(end, tz, lang, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })}`;
  return `${day}, ${from}${to}`;
}
