import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import { NETWORK_NAMES, SocialIcon } from '../../ui/SocialIcons';
import { withScheme } from './exhibitorPaths';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(2)} 0;
  /* A 40 px target around each 24 px mark (WCAG 2.5.8). */
  a { display: inline-flex; align-items: center; justify-content: center; min-width: 40px; min-height: 40px; border-radius: 8px; }
  svg { display: block; }
`;

type Links = NonNullable<ExhibitorDoc['CompanyInfo']['SocialLinksObject']>;

/** The company's social networks as their marks (002 §2), each link named '{company} on {network}'. */
export function SocialLinks({ company, links }: { company: string; links: Links }) {
  const { t } = useTranslation('exhibitors');
  if (links.length === 0) return null;
  return (
    <List aria-label={t('exhibitMedia.socialLinks')} data-testid="booth-social">
      {links.map((s) => (
        <li key={`${s.type}:${s.url}`}>
          <a href={withScheme(s.url)} target="_blank" rel="noopener noreferrer" data-network={s.type}>
            <SocialIcon
              network={s.type}
              title={t('exhibitors.social', { name: company, network: NETWORK_NAMES[s.type] })}
            />
          </a>
        </li>
      ))}
    </List>
  );
}
