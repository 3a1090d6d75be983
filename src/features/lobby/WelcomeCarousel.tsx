import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { LAYOUT } from '../../../schemas/constants';
import type { LobbySlide } from '../../../schemas/eventConfig';
import { Carousel } from './Carousel';
import { isExternal } from './lobbyParts';

const Slide = styled.div`
  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 5;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  @media (max-width: ${LAYOUT.BREAKPOINT_SMALL}px) {
    img { aspect-ratio: 16 / 7; }
  }
`;

/** A slide's picture, the phone's image below the small breakpoint when it has one. */
function SlidePicture({ slide }: { slide: LobbySlide }) {
  return (
    <picture>
      {slide.image_mobile ? (
        <source media={`(max-width: ${LAYOUT.BREAKPOINT_SMALL}px)`} srcSet={slide.image_mobile} />
      ) : null}
      <img src={slide.image} alt={slide.alt ?? ''} />
    </picture>
  );
}

/**
 * The lobby's welcome carousel (000 §2): the configured slides in the lobby's carousel, each advancing every
 * `interval` ms. A slide with an address leads there.
 */
export function WelcomeCarousel({ slides, interval }: { slides: readonly LobbySlide[]; interval: number }) {
  const { t } = useTranslation();
  if (slides.length === 0) return null;
  return (
    <Carousel
      count={slides.length}
      interval={interval}
      label={t('lobby.carousel.label')}
      testId="lobby-carousel"
      slideTestId="lobby-slide"
      slide={(index, position) => {
        const slide = slides[index];
        if (!slide) return null;
        const picture = <SlidePicture slide={slide} />;
        // A linked slide is named by its image's text; one without any is named by its place.
        const linkName = slide.alt ? undefined : position;
        return (
          <Slide>
            {slide.url ? (
              isExternal(slide.url) ? (
                <a href={slide.url} target="_blank" rel="noopener noreferrer" aria-label={linkName}>
                  {picture}
                </a>
              ) : (
                <Link href={slide.url} aria-label={linkName}>
                  {picture}
                </Link>
              )
            ) : (
              picture
            )}
          </Slide>
        );
      }}
    />
  );
}
