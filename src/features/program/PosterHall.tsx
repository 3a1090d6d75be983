import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PosterHallConfig } from '../../../schemas/eventConfig';
import type { ListedItem } from '../../../schemas/program';
import { useClient } from '../../browser/clientContext';
import { entityOf } from '../../myEvent/entities';
import { SaveStar } from '../../myEvent/SaveStar';
import { Button } from '../../ui/Button';
import { ItemLink } from './ItemLink';

const Hall = styled.div<{ $withSide: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withSide }) => ($withSide ? 'minmax(0, 1fr) 160px' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
`;

const Intro = styled.section`
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  header { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
  h2 { margin: 0; font-size: 1.1rem; }
  video { display: block; width: 100%; max-height: 420px; margin-top: 8px; background: #000; }
`;

const Wall = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Poster = styled.li<{ $locked: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme, $locked }) => ($locked ? theme.colors.background : theme.colors.surface)};
  border: 1px ${({ $locked }) => ($locked ? 'dashed' : 'solid')} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  img { display: block; width: 100%; aspect-ratio: 4 / 3; object-fit: contain; background: ${({ theme }) => theme.colors.background}; }
`;

/** The poster's title beside its star. */
const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
`;

/** The poster hall's intro video until the attendee hides it; hidden stays hidden in this browser. */
function IntroVideo({ config }: { config: PosterHallConfig & { intro_video_url: string } }) {
  const { t } = useTranslation();
  const { storage } = useClient();
  const url = config.intro_video_url;
  const [dismissed, setDismissed] = useState(() => storage.posterIntroDismissed(url));
  if (dismissed) return null;
  const title = config.intro_video_title ?? config.title ?? t('program.posterHall');
  return (
    <Intro aria-label={title} data-testid="poster-intro">
      <header>
        <h2>{title}</h2>
        <Button
          type="button"
          $variant="link"
          onClick={() => {
            storage.dismissPosterIntro(url);
            setDismissed(true);
          }}
        >
          {t('program.hideIntro')}
        </Button>
      </header>
      {/* biome-ignore lint/a11y/useMediaCaption: the organiser's intro clip comes without a caption file */}
      <video controls preload="metadata" src={url} poster={config.intro_video_poster} />
    </Intro>
  );
}

export interface PosterHallProps {
  readonly items: readonly ListedItem[];
  readonly config: PosterHallConfig | undefined;
  readonly isLocked: (item: ListedItem) => boolean;
  readonly hrefOf: (item: ListedItem) => string;
  readonly onFollow?: (item: ListedItem, event: MouseEvent) => void;
  /** The column beside the posters (the poster skyscraper ad's place); nothing when absent. */
  readonly side?: ReactNode;
}

/**
 * Poster hall mode: the intro video of the configuration on top, then the posters as thumbnails. A thumbnail
 * opens the poster's own address in a new tab when it has one, else the item; the title opens the item; the
 * star beside it saves the poster's item to My Itinerary, as on a session card.
 */
export function PosterHall({ items, config, isLocked, hrefOf, onFollow, side }: PosterHallProps) {
  const { t } = useTranslation();
  const url = config?.intro_video_url;
  return (
    <Hall $withSide={side !== undefined} data-testid="poster-hall">
      <div>
        {config && url ? <IntroVideo config={{ ...config, intro_video_url: url }} /> : null}
        <Wall aria-label={config?.title ?? t('program.posterHall')}>
          {items.map((item) => {
            const poster = item.poster_links_array?.[0];
            const locked = isLocked(item);
            const image = poster ? (poster.thumbnail_url ?? poster.image_url) : undefined;
            const img = image ? <img src={image} alt={item.title} loading="lazy" /> : null;
            return (
              <Poster
                key={item._id}
                $locked={locked}
                data-testid="poster"
                data-locked={locked ? 'true' : 'false'}
              >
                {locked ? (
                  img
                ) : poster?.href ? (
                  <a href={poster.href} target="_blank" rel="noopener noreferrer">
                    {img}
                  </a>
                ) : img ? (
                  <ItemLink item={item} href={hrefOf(item)} onFollow={onFollow}>
                    {img}
                  </ItemLink>
                ) : null}
                <TitleRow>
                  {locked ? (
                    <strong>{item.title}</strong>
                  ) : (
                    <ItemLink item={item} href={hrefOf(item)} onFollow={onFollow}>
                      <strong>{item.title}</strong>
                    </ItemLink>
                  )}
                  <SaveStar {...entityOf(item)} title={item.title} />
                </TitleRow>
                {locked && <small role="note">{t('program.locked')}</small>}
              </Poster>
            );
          })}
        </Wall>
      </div>
      {side}
    </Hall>
  );
}
