import styled from 'styled-components';
import { AVATARS } from '../../../schemas/constants';

const Circle = styled.span<{ $size: number }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;

/**
 * A picture the browser can load: an address (a path of this site, or https), not the default picture's name
 * nor a bare file name of the legacy picture folder.
 */
export function pictureUrl(picture: string | undefined | null): string | null {
  const p = picture?.trim() ?? '';
  if (p === '' || p === AVATARS.DEFAULT_PICTURE) return null;
  return p.startsWith('/') || /^https:\/\//i.test(p) ? p : null;
}

export const initialsOf = (first: string, last: string): string =>
  `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || '?';

/**
 * A person's picture, or their initials when they have none (000 §7 'a generated initials image is used when
 * no picture exists'). Decorative: the name stands beside it.
 */
export function Avatar({
  picture,
  first,
  last,
  size = 40,
}: {
  picture: string | undefined | null;
  first: string;
  last: string;
  size?: number;
}) {
  const url = pictureUrl(picture);
  return (
    <Circle $size={size} aria-hidden="true" data-testid="avatar">
      {url ? <img src={url} alt="" /> : initialsOf(first, last)}
    </Circle>
  );
}
