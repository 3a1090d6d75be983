import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { adRotationMachine } from '../../machines/adRotation';
import { adPicture, PHONE_SCREENS } from '../../schemas/ads';
import type { Ad } from '../../schemas/eventConfig';
import { inspect } from '../browser/inspection';
import { AdLink } from './AdLink';
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

export interface AdRotatorProps {
  ads: readonly Ad[];
  interval: number;
  /** The name of the ad's place (several ads on one page each need their own). */
  label?: string;
  /** Each time an ad comes into view; and when a person follows an ad's link. */
  onShown?: (ad: Ad) => void;
  onOpen?: (ad: Ad) => void;
}

/** Ads that rotate every `interval` ms (the adRotation machine); an ad with a url is a link to it. */
export function AdRotator({ ads, interval, label, onShown, onOpen }: AdRotatorProps) {
  const { t } = useTranslation();
  const [state, send] = useMachine(adRotationMachine, {
    inspect,
    input: { count: ads.length, interval, autoplay: !prefersReducedMotion() },
  });
  const ad = ads[state.context.index];
  useEffect(() => {
    if (ad) onShown?.(ad);
  }, [ad, onShown]);
  if (!ad) return null;
  const shown = adPicture(ad);
  const picture = shown ? (
    <picture>
      {shown.phone ? <source media={PHONE_SCREENS} srcSet={shown.phone} /> : null}
      <img src={shown.image} alt={t('common.ad')} />
    </picture>
  ) : null;
  return (
    <Frame
      aria-label={label ?? t('common.ad')}
      data-state={state.matches('rotating') ? 'rotating' : 'still'}
      data-ad-index={state.context.index}
    >
      {ad.url ? (
        <AdLink url={ad.url} onOpen={() => onOpen?.(ad)}>
          {picture}
        </AdLink>
      ) : (
        picture
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
