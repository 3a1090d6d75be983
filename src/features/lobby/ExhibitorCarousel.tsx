import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { ShowcaseExhibitor } from '../../exhibitHall/showcase';
import { Panel } from '../../ui/Panel';
import { Carousel } from './Carousel';

const Box = styled(Panel)`
  padding: ${({ theme }) => theme.space(3)};
`;
const Booth = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  text-align: center;
  img { width: 100%; max-width: 240px; aspect-ratio: 2 / 1; object-fit: contain; }
  small { color: ${({ theme }) => theme.colors.muted}; }
`;

/**
 * The lobby's exhibitor carousel (000 §2): the exhibitors one at a time, each logo and name leading to its
 * booth, in the lobby's carousel (Pause, Previous, Next, a button per exhibitor; still for reduced motion),
 * and a link to the whole hall.
 */
export function ExhibitorCarousel({
  exhibitors,
  interval,
  hallHref,
}: {
  exhibitors: readonly ShowcaseExhibitor[];
  interval: number;
  hallHref: string;
}) {
  const { t } = useTranslation();
  return (
    <Box as="div">
      <Carousel
        count={exhibitors.length}
        interval={interval}
        label={t('lobbyShowcase.exhibitors')}
        testId="lobby-exhibitors"
        slideTestId="lobby-exhibitor"
        header={<h2>{t('lobbyShowcase.exhibitors')}</h2>}
        slide={(index) => {
          const e = exhibitors[index];
          if (!e) return null;
          return (
            <Booth href={e.href}>
              {/* The name under the logo says whose it is. */}
              {e.logo ? <img src={e.logo} alt="" /> : null}
              <strong>{e.name}</strong>
              {e.level ? <small>{e.level}</small> : null}
            </Booth>
          );
        }}
      />
      <Link href={hallHref}>{t('lobbyShowcase.allExhibitors')}</Link>
    </Box>
  );
}
