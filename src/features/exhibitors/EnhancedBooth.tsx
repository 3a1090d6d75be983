import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import { EmbeddedVideo } from '../../ui/media/EmbeddedVideo';
import { isOwnPath, isShowable } from '../../ui/media/videoEmbed';
import { withScheme } from './exhibitorPaths';

type Config = NonNullable<ExhibitorDoc['CompanyInfo']['enhanced_booth_config']>;

/** The booth's details, where Enter Booth leads. */
export const BOOTH_DETAILS_ID = 'booth-details';

const Stage = styled.section<{ $background: string | null }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background-color: ${({ theme }) => theme.colors.background};
  background-size: cover;
  background-position: center bottom;
  ${({ $background }) => ($background ? `background-image: url(${JSON.stringify($background)});` : '')}
  img.header { display: block; width: 100%; max-height: 140px; object-fit: contain; background: ${({ theme }) => theme.colors.surface}; border-radius: ${({ theme }) => theme.radius}; }
`;
/** The main screen between the roll-up banners; on a phone the banners go under it. */
const Floor = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 3fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  @media (max-width: ${({ theme }) => theme.breakpoints.small}px) {
    grid-template-columns: minmax(0, 1fr);
    > span:empty { display: none; }
  }
`;
const Screen = styled.div`
  grid-column: 2;
  @media (max-width: ${({ theme }) => theme.breakpoints.small}px) {
    grid-column: 1;
    order: -1;
  }
  img { display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: contain; background: ${({ theme }) => theme.colors.surface}; border-radius: ${({ theme }) => theme.radius}; }
`;
const Rollups = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.small}px) {
    flex-direction: row;
    flex-wrap: wrap;
  }
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 96px;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 700;
    text-align: center;
    overflow-wrap: anywhere;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.small}px) {
    a { min-height: 48px; }
  }
`;
const Enter = styled.a`
  justify-self: center;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid #fff;
  background: ${({ theme }) => theme.colors.primaryDark};
  box-shadow: 0 2px 8px rgb(0 0 0 / 30%);
  color: #fff;
  font-weight: 700;
  text-decoration: none;
`;

const usable = (url: string | undefined) => (url && isShowable(url) ? url : null);

/**
 * The enhanced booth (002 §2 "optional enhanced booth with an Enter Booth button"): the booth drawn on its
 * background, its header banner on top, the main video (or image) on its screen and the roll-up banners beside
 * it; Enter Booth leads into the booth's details below.
 */
export function EnhancedBooth({ company, config }: { company: string; config: Config }) {
  const { t } = useTranslation('exhibitors');
  const header = usable(config.booth_header_url);
  const video = usable(config.main_video_url);
  const image = usable(config.main_image_url);
  const rollups = (config.booth_rollups ?? []).filter((r) => r.url);
  const half = Math.ceil(rollups.length / 2);
  const banners = (list: typeof rollups) =>
    list.length > 0 && (
      <Rollups aria-label={t('exhibitMedia.rollups')}>
        {list.map((r) => (
          <li key={`${r.label}:${r.url}`}>
            <a href={isOwnPath(r.url) ? r.url : withScheme(r.url)} target="_blank" rel="noopener noreferrer">
              {r.label}
            </a>
          </li>
        ))}
      </Rollups>
    );
  return (
    <Stage
      $background={usable(config.booth_background_url)}
      aria-label={t('exhibitMedia.boothOf', { name: company })}
      data-testid="enhanced-booth"
    >
      {header && <img className="header" src={header} alt={t('exhibitMedia.header', { name: company })} />}
      <Floor>
        {banners(rollups.slice(0, half)) || <span />}
        <Screen>
          {video ? (
            <EmbeddedVideo url={video} title={t('exhibitMedia.mainVideo', { name: company })} />
          ) : (
            image && <img src={image} alt={t('exhibitMedia.mainImage', { name: company })} />
          )}
        </Screen>
        {banners(rollups.slice(half))}
      </Floor>
      <Enter href={`#${BOOTH_DETAILS_ID}`} data-testid="enter-booth">
        {t('exhibitors.enterBooth')}
      </Enter>
    </Stage>
  );
}
