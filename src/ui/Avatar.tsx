import styled from 'styled-components';
import { AVATARS } from '../../schemas/constants';
import { initialsOf } from './initials';

const Picture = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  flex: none;
`;

/** A picture the browser can load: an address (absolute, or a path of this site), not the default file name. */
export const pictureAddress = (picture: string | undefined | null): string | null =>
  picture && picture !== AVATARS.DEFAULT_PICTURE && /^(https?:\/\/|\/)/.test(picture) ? picture : null;

/** A hue of its own for each name, dark enough for white initials (WCAG AA). */
function hueOf(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + (ch.codePointAt(0) ?? 0)) % 360;
  return h;
}

/**
 * A person's picture, or, without one (002 §7 default-avatar.png), an initials image drawn here as SVG, so that
 * no third-party service learns who is looked at.
 */
export function Avatar({
  picture,
  name,
  label,
  size = AVATARS.SIZES[0],
}: {
  picture?: string | null | undefined;
  /** The person's full name, for the initials. */
  name: string;
  /** The accessible name ('Picture of …'); without one the avatar is decoration beside the name it shows. */
  label?: string;
  size?: number;
}) {
  const src = pictureAddress(picture);
  if (src) return <Picture src={src} alt={label ?? ''} $size={size} />;
  const initials = initialsOf(name);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role="img"
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{ flex: 'none' }}
    >
      <circle cx="50" cy="50" r="50" fill={`hsl(${hueOf(name)} 55% 32%)`} />
      <text
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fill="#ffffff"
        fontSize="40"
        fontFamily="system-ui, sans-serif"
        fontWeight="600"
      >
        {initials}
      </text>
    </svg>
  );
}
