import { useMachine } from '@xstate/react';
import type { FocusEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { carouselMachine } from '../../../machines/carousel';
import { carouselView } from '../../../machines/carousel.view';
import { inspect } from '../../browser/inspection';
import { prefersReducedMotion } from '../../ui/motion';
import { PagerDot } from '../../ui/PagerDot';

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;
/** Compact controls: each named by its label and showing its sign. */
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

export interface CarouselProps {
  /** How many slides; `slide` draws the one shown. */
  readonly count: number;
  /** Milliseconds each slide stays while the carousel rotates. */
  readonly interval: number;
  /** The carousel's name (its region). */
  readonly label: string;
  readonly testId: string;
  readonly slideTestId: string;
  /** The slide at `index`, told its position's words ('2 of 3') for a link that has no other name. */
  readonly slide: (index: number, position: string) => ReactNode;
  /** A heading or text above the controls. */
  readonly header?: ReactNode;
}

/**
 * A carousel of the lobby, read from the carousel machine: slides that advance every `interval` ms, Previous,
 * Next, a button per slide and Pause/Play (WCAG 2.2.2). The pointer resting on it holds it, and keyboard focus
 * inside it pauses it (the WAI carousel pattern); for a person who asked for reduced motion it starts paused.
 */
export function Carousel({ count, interval, label, testId, slideTestId, slide, header }: CarouselProps) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(carouselMachine, {
    inspect,
    input: { count, interval, autoplay: !prefersReducedMotion() },
  });
  const view = carouselView(snapshot);
  const position = t('lobby.carousel.slide', { n: view.index + 1, total: view.count });
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    // Keyboard focus stops the rotation; a pointer's click (no visible focus) does not.
    if (view.moving && e.target.matches(':focus-visible')) send({ type: 'ROTATION.PAUSE' });
  };
  return (
    <Frame
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
      data-state={view.state}
      onMouseEnter={() => send({ type: 'POINTER.HOLD' })}
      onMouseLeave={() => send({ type: 'POINTER.RELEASE' })}
      onFocus={onFocus}
    >
      {header}
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
            {Array.from({ length: count }, (_, i) => (
              <PagerDot
                // biome-ignore lint/suspicious/noArrayIndexKey: one button per position
                key={i}
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
        <div role="group" aria-roledescription="slide" aria-label={position} data-testid={slideTestId}>
          {slide(view.index, position)}
        </div>
      </div>
    </Frame>
  );
}
