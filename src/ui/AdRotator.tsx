import { useMachine } from '@xstate/react';
import { inspect } from '../browser/inspection';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { adRotationMachine } from '../../machines/adRotation';
import { LAYOUT } from '../../schemas/constants';
import type { Ad } from '../../schemas/eventConfig';
import { prefersReducedMotion } from './motion';
import { PagerDot } from './PagerDot';

const Frame = styled.aside`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  img { max-width: 100%; border-radius: ${({ theme }) => theme.radius}; display: block; }
`;
const Dots = styled.div`
  display: flex;
`;

/** Ads that rotate every `interval` ms (the adRotation machine); an ad with a url opens it in a new tab. */
export function AdRotator({ ads, interval }: { ads: readonly Ad[]; interval: number }) {
  const { t } = useTranslation();
  const [state, send] = useMachine(adRotationMachine, {
    inspect,
    input: { count: ads.length, interval, autoplay: !prefersReducedMotion() },
  });
  const ad = ads[state.context.index];
  if (!ad) return null;
  const image = ad.img ?? ad.src;
  // Phones (up to the 767 px breakpoint) get the ad's mobile image when it has one.
  const content = image ? (
    <picture>
      {ad.srcMobile ? (
        <source media={`(max-width: ${LAYOUT.BREAKPOINT_SMALL}px)`} srcSet={ad.srcMobile} />
      ) : null}
      <img src={image} alt={t('common.ad')} />
    </picture>
  ) : null;
  return (
    <Frame aria-label={t('common.ad')} data-state={state.matches('rotating') ? 'rotating' : 'still'}>
      {ad.url ? (
        <a href={ad.url} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      ) : (
        content
      )}
      {ads.length > 1 ? (
        <Dots>
          {ads.map((_, i) => (
            <PagerDot
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position, and ads may repeat
              key={i}
              type="button"
              $active={i === state.context.index}
              aria-label={t('common.showAd', { n: i + 1 })}
              aria-current={i === state.context.index}
              onClick={() => send({ type: 'AD.SHOW', index: i })}
            />
          ))}
        </Dots>
      ) : null}
    </Frame>
  );
}
