import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DirectoryCard, ExhibitorTag } from '../../../schemas/exhibitorDirectory';
import { usePresenceCount } from '../../realtime/usePresenceCount';
import { SafeHtml } from '../../ui/SafeHtml';
import { cardTags, cutLabel } from './directoryModel';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  min-width: 0;
  overflow-wrap: anywhere;
  h3 { margin: 0; font-size: 1.1rem; }
  h3 a { color: ${({ theme }) => theme.colors.primaryDark}; }
  p { margin: 0; }
`;
const Logo = styled.img`
  height: 64px;
  max-width: 100%;
  object-fit: contain;
  align-self: flex-start;
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;
const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px 8px;
    border-radius: 12px;
    background: ${({ theme }) => theme.colors.primaryLight};
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.8rem;
  }
`;
const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  img { width: 88px; height: 50px; object-fit: cover; border-radius: 4px; border: 1px solid ${({ theme }) => theme.colors.border}; }
`;
const Online = styled.p`
  font-weight: 600;
  color: #1a7f37;
`;

/** A company's card (002 §2 "Directory"): logo, name linking to the booth, country, tags, 'N online', media. */
export function ExhibitorCard({
  card,
  tags,
  href,
  showStatus,
  showDescription,
}: {
  card: DirectoryCard;
  tags: readonly ExhibitorTag[];
  href: string;
  showStatus: boolean;
  showDescription: boolean;
}) {
  const { t } = useTranslation('exhibitors');
  const online = usePresenceCount(showStatus ? card.presence_room : null);
  const info = card.CompanyInfo;
  const labels = cardTags(card, tags);
  return (
    <Card data-testid="exhibitor-card" data-compid={info.CompID}>
      {info.CompLogo && <Logo src={info.CompLogo} alt={t('exhibitors.logo', { name: info.Companyname })} />}
      <h3>
        <a href={href}>{info.Companyname}</a>
      </h3>
      {info.Country && <Muted>{info.Country}</Muted>}
      {labels.length > 0 && (
        <Tags aria-label={t('exhibitors.tags')}>
          {labels.map((tag) => (
            <li key={tag.id} title={tag.label}>
              {cutLabel(tag.label)}
            </li>
          ))}
        </Tags>
      )}
      {showDescription && info.Description && <SafeHtml html={info.Description} />}
      {showStatus && (
        <Online data-testid="exhibitor-online">{t('exhibitors.online', { count: online })}</Online>
      )}
      {card.thumbnails.length > 0 && (
        <Thumbs aria-label={t('exhibitors.media')}>
          {card.thumbnails.map((m) => (
            <li key={m.image_url}>
              <img src={m.image_url} alt={m.title} loading="lazy" />
            </li>
          ))}
        </Thumbs>
      )}
    </Card>
  );
}
