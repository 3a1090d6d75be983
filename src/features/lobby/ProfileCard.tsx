import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { SignedInUser } from '../../../schemas/user';
import { Avatar } from '../../ui/Avatar';

const Card = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  div { display: flex; flex-direction: column; min-width: 0; }
  strong { overflow-wrap: anywhere; }
  div > span { color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
`;

/**
 * The lobby's profile card (000 §6: ghost users have none): the user's picture or initials, name and company,
 * and a link to their profile when the app has the profile screen (`profileHref`).
 */
export function ProfileCard({ user, profileHref }: { user: SignedInUser; profileHref: string | null }) {
  const { t } = useTranslation();
  const name = [user.Firstname, user.Lastname].filter(Boolean).join(' ') || user.Email;
  return (
    <Card aria-label={t('lobby.profile')} data-testid="lobby-profile">
      <Avatar picture={user.Picture} name={`${user.Firstname} ${user.Lastname}`} size={56} />
      <div>
        <strong>{name}</strong>
        {user.Company ? <span>{user.Company}</span> : null}
        {profileHref ? <Link href={profileHref}>{t('lobby.viewProfile')}</Link> : null}
      </div>
    </Card>
  );
}
