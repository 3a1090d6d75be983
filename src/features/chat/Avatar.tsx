import styled from 'styled-components';
import { AVATARS } from '../../../schemas/constants';

const Circle = styled.span`
  flex: none;
  display: inline-grid !important;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]?.toUpperCase() ?? '')
    .join('');

/** A person's picture, or their initials when they have none; beside their name, so it says nothing itself. */
export function Avatar({ name, picture }: { name: string; picture?: string | undefined }) {
  const real = picture && picture !== AVATARS.DEFAULT_PICTURE && /^(https?:\/\/|\/)/.test(picture);
  return <Circle aria-hidden="true">{real ? <img src={picture} alt="" /> : initials(name)}</Circle>;
}
