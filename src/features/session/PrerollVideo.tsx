import { useMachine } from '@xstate/react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { adPlaybackMachine } from '../../../machines/adPlayback';
import { adPlaybackView } from '../../../machines/adPlayback.view';
import { useClient } from '../../browser/clientContext';
import { inspect } from '../../browser/inspection';
import { useAdLog } from '../../ui/adLog';
import type { Preroll } from '../../ui/adPlacements';
import { Button } from '../../ui/Button';
import { AdVideo } from '../../ui/media/AdVideo';

const Ad = styled.section`
  video { display: block; width: 100%; max-height: 480px; background: #000; }
  p { margin: 0 0 ${({ theme }) => theme.space(2)}; font-weight: 600; }
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space(2)};
`;

/**
 * The pre-roll ad before an on-demand video (the adPlayback machine): the ad plays first, muted so the
 * browser lets it start by itself; the main video (`main`, told whether to start by itself) follows on the ad's
 * end, Skip Ad or an error. Starting, completing and skipping the ad are logged against the session.
 */
export function PrerollVideo({
  preroll,
  isAdmin,
  sessionId,
  main,
}: {
  preroll: Preroll | null;
  isAdmin: boolean;
  sessionId: string;
  main: (autoplay: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const { storage } = useClient();
  const log = useAdLog('session', 'preroll');
  const latest = useRef({ log, storage });
  latest.current = { log, storage };
  const [logic] = useState(() => {
    const ad = { src: preroll?.video ?? '', url: preroll?.url };
    const item = { entity_type: 'session', entity_id: sessionId };
    return adPlaybackMachine.provide({
      actions: {
        rememberRun: () => latest.current.storage.recordAdRun(),
        logStarted: () => latest.current.log('ad_started', ad, item),
        logComplete: () => latest.current.log('ad_complete', ad, item),
        logSkip: () => latest.current.log('ad_skip', ad, item),
        logClick: () => latest.current.log('banner_click', ad, item),
      },
    });
  });
  const [snapshot, send] = useMachine(logic, {
    inspect,
    input: { hasAd: preroll !== null, ranRecently: storage.adRanRecently(), mayAlwaysSkip: isAdmin },
  });
  const view = adPlaybackView(snapshot);
  if (view.showMain || !preroll) return <div data-ad={view.state}>{main(view.autoplayMain)}</div>;
  return (
    <Ad aria-label={t(view.labelKey)} data-ad={view.state} data-testid="preroll">
      <p>{t('ads.preroll.before')}</p>
      <AdVideo
        testId="preroll-video"
        src={preroll.video}
        onEnded={() => send({ type: 'AD.ENDED' })}
        onError={() => send({ type: 'AD.ERROR' })}
      />
      <Bar>
        {preroll.url ? (
          <a
            href={preroll.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => send({ type: 'AD.OPEN_LINK' })}
          >
            {t(view.visitKey)}
          </a>
        ) : (
          <span />
        )}
        {view.canSkip ? (
          <Button type="button" onClick={() => send({ type: 'AD.SKIP' })}>
            {t(view.skipKey)}
          </Button>
        ) : null}
      </Bar>
    </Ad>
  );
}
