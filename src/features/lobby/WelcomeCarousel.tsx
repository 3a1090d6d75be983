import { useMachine } from '@xstate/react';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { carouselMachine } from '../../../machines/carousel';
import { carouselView } from '../../../machines/carousel.view';
import { LAYOUT } from '../../../schemas/constants';
import type { LobbySlide } from '../../../schemas/eventConfig';
import { prefersReducedMotion } from '../../ui/motion';
import { PagerDot } from '../../ui/PagerDot';
import { isExternal } from './lobbyParts';
import { inspect } from '../../browser/inspection';

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
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
const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;
/** Compact controls, one row at any width: each named by its label and showing its sign. */
const Control = styled.button`
  min-height: 32px;
  min-width: 32px;
  padding: 0 ${({ theme }) => theme.space(2)};
  line-height: 1;
  /* Previous and Next point the way the page reads. */
  &:dir(rtl) .arrow { display: inline-block; transform: scaleX(-1); }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
`;
const Count = styled.span`
  margin-inline-start: auto;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
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
 * The lobby's welcome carousel (000 §2), read from the carousel machine: slides that advance every `interval`
 * ms, Previous, Next, a button per slide and Pause/Play (WCAG 2.2.2). The pointer resting on it holds it, and
 * keyboard focus inside it pauses it (the WAI carousel pattern). A slide with an address leads there.
 */
export function WelcomeCarousel({ slides, interval }: { slides: readonly LobbySlide[]; interval: number }) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(carouselMachine, {
    inspect,
    input: { count: slides.length, interval, autoplay: !prefersReducedMotion() },
  });
  const view = carouselView(snapshot);
  const slide = slides[view.index];
  if (!slide) return null;
  const picture = <SlidePicture slide={slide} />;
  const position = t('lobby.carousel.slide', { n: view.index + 1, total: view.count });
  // A linked slide is named by its image's text; one without any is named by its place.
  const linkName = slide.alt ? undefined : position;
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    // Keyboard focus stops the rotation; a pointer's click (no visible focus) does not.
    if (view.moving && e.target.matches(':focus-visible')) send({ type: 'ROTATION.PAUSE' });
  };
  return (
    <Frame
      aria-roledescription="carousel"
      aria-label={t('lobby.carousel.label')}
      data-testid="lobby-carousel"
      data-state={view.state}
      onMouseEnter={() => send({ type: 'POINTER.HOLD' })}
      onMouseLeave={() => send({ type: 'POINTER.RELEASE' })}
      onFocus={onFocus}
    >
      {view.hasControls ? (
        <Controls>
          {view.rotation ? (
            <Control
              type="button"
              aria-label={t(view.rotation.label)}
              title={t(view.rotation.label)}
              onClick={() => view.rotation && send({ type: view.rotation.event })}
            >
              <span aria-hidden="true">{view.rotation.event === 'ROTATION.PAUSE' ? '❚❚' : '▶'}</span>
            </Control>
          ) : null}
          <Control
            type="button"
            aria-label={t('lobby.carousel.previous')}
            title={t('lobby.carousel.previous')}
            onClick={() => send({ type: 'SLIDE.PREVIOUS' })}
          >
            <span className="arrow" aria-hidden="true">
              ‹
            </span>
          </Control>
          <Control
            type="button"
            aria-label={t('lobby.carousel.next')}
            title={t('lobby.carousel.next')}
            onClick={() => send({ type: 'SLIDE.NEXT' })}
          >
            <span className="arrow" aria-hidden="true">
              ›
            </span>
          </Control>
          <span>
            {slides.map((s, i) => (
              <PagerDot
                // biome-ignore lint/suspicious/noArrayIndexKey: one button per position, and images may repeat
                key={`${s.image}-${i}`}
                type="button"
                $active={i === view.index}
                aria-label={t('lobby.carousel.show', { n: i + 1 })}
                aria-current={i === view.index}
                onClick={() => send({ type: 'SLIDE.SHOW', index: i })}
              />
            ))}
          </span>
          <Count aria-hidden="true">{position}</Count>
        </Controls>
      ) : null}
      <div aria-live={view.live} aria-atomic="true">
        {/* biome-ignore lint/a11y/useSemanticElements: a slide of the WAI carousel pattern is a named group */}
        <div role="group" aria-roledescription="slide" aria-label={position} data-testid="lobby-slide">
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
        </div>
      </div>
    </Frame>
  );
}
