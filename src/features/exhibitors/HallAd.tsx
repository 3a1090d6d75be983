import { useMachine } from '@xstate/react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { adPlaybackMachine } from '../../../machines/adPlayback';
import { adPlaybackView } from '../../../machines/adPlayback.view';
import type { Hall } from '../../../schemas/exhibitorDirectory';
import { useClient } from '../../browser/clientContext';
import { inspect } from '../../browser/inspection';
import { useAdLog } from '../../ui/adLog';
import { Button } from '../../ui/Button';
import { AdVideo } from '../../ui/media/AdVideo';

const Stage = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 960px;
  video { display: block; width: 100%; aspect-ratio: 16 / 9; background: #000; border-radius: ${({ theme }) => theme.radius}; }
  p { margin: 0; font-weight: 600; }
  button { justify-self: end; }
`;

type Ad = NonNullable<Hall['ad']>;

/** The main hall's key in the browser's memory of passed ads. */
const MAIN_HALL = 'main';

/**
 * A hall's ad video before its directory (002 §2 "A hall can be preceded by an ad video if configured and not yet
 * skipped; it ends by Skip or completion"), on the adPlayback machine: the ad plays muted so it may start by
 * itself; its end or Skip (unless the hall hides Skip; admins may always skip) shows the directory and is
 * remembered for the hall, so it plays once. A video that cannot play shows the directory, and is not remembered.
 */
export function HallAd({ hall, isAdmin, children }: { hall: Hall; isAdmin: boolean; children: ReactNode }) {
  if (!hall.ad) return <>{children}</>;
  return (
    <HallAdPlayer ad={hall.ad} hallKey={hall.id ?? MAIN_HALL} isAdmin={isAdmin}>
      {children}
    </HallAdPlayer>
  );
}

function HallAdPlayer({
  ad,
  hallKey,
  isAdmin,
  children,
}: {
  ad: Ad;
  hallKey: string;
  isAdmin: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('exhibitors');
  const { storage } = useClient();
  const log = useAdLog('exhibitors', 'preroll');
  const latest = useRef({ log, storage });
  latest.current = { log, storage };
  const [logic] = useState(() => {
    const logged = { src: ad.video_url };
    const item = { entity_type: 'exhibitor_hall', entity_id: hallKey };
    const passed = () => latest.current.storage.recordHallAd(hallKey, ad.video_url);
    return adPlaybackMachine.provide({
      actions: {
        logStarted: () => latest.current.log('ad_started', logged, item),
        logComplete: () => {
          passed();
          latest.current.log('ad_complete', logged, item);
        },
        logSkip: () => {
          passed();
          latest.current.log('ad_skip', logged, item);
        },
      },
    });
  });
  const [snapshot, send] = useMachine(logic, {
    inspect,
    input: {
      hasAd: !storage.hallAdPassed(hallKey, ad.video_url),
      // A hall that hides Skip has its ad watched to the end, as within the pre-roll's skip window.
      ranRecently: !ad.skippable,
      mayAlwaysSkip: isAdmin,
    },
  });
  const view = adPlaybackView(snapshot);
  if (view.showMain) return <div data-ad={view.state}>{children}</div>;
  return (
    <Stage aria-label={t(view.labelKey)} data-ad={view.state} data-testid="hall-ad">
      <p>{t('exhibitMedia.hallAdMessage')}</p>
      <AdVideo
        testId="hall-ad-video"
        src={ad.video_url}
        onEnded={() => send({ type: 'AD.ENDED' })}
        onError={() => send({ type: 'AD.ERROR' })}
      />
      {view.canSkip && (
        <Button type="button" onClick={() => send({ type: 'AD.SKIP' })}>
          {t(view.skipKey)}
        </Button>
      )}
    </Stage>
  );
}
