import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { lobbyAdMachine } from '../../../machines/lobbyAd';
import { lobbyAdView } from '../../../machines/lobbyAd.view';
import type { LobbyAdModal as LobbyAdConfig } from '../../../schemas/eventConfig';
import { LobbyAdModal } from './LobbyAdModal';
import { inspect } from '../../browser/inspection';
import { landAtTop } from '../../ui/landing';

/** What the ad modal asks of the app: this login's memory of it, and the client event log. */
export interface LobbyAdServices {
  /** Whether this login saw the ad modal already, and remembering that it did. */
  readonly adSeen: (ad: LobbyAdConfig) => boolean;
  readonly rememberAd: (ad: LobbyAdConfig) => void;
  /** Logs what happened to the ad modal (the client event log's ad events). */
  readonly logAd: (
    action: 'banner_view' | 'banner_click' | 'ad_complete' | 'ad_skip',
    ad: LobbyAdConfig,
  ) => void;
}

/**
 * The lobby's ad modal run by the lobbyAd machine (once per sign-in: remembered as it shows, logged as a view,
 * a click, Continue or a close); `onState` hands the machine's state to the lobby (its `data-ad`).
 */
export function LobbyAd({
  ad,
  services,
  onState,
}: {
  ad: LobbyAdConfig;
  services: LobbyAdServices;
  onState: (state: string) => void;
}) {
  const latest = useRef(services);
  latest.current = services;
  const [logic] = useState(() =>
    lobbyAdMachine.provide({
      actions: {
        remember: () => latest.current.rememberAd(ad),
        logView: () => latest.current.logAd('banner_view', ad),
        logClick: () => latest.current.logAd('banner_click', ad),
        logComplete: () => latest.current.logAd('ad_complete', ad),
        logSkip: () => latest.current.logAd('ad_skip', ad),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, {
    inspect,
    input: { configured: true, seen: services.adSeen(ad) },
  });
  const view = lobbyAdView(snapshot);
  useEffect(() => onState(view.state), [onState, view.state]);
  // The ad shows on arriving in the lobby: once it is gone, the arrival lands as any navigation does, at the
  // top with the lobby's heading focused (the modal would otherwise hand the focus back to whatever it found).
  useEffect(() => {
    if (view.settled && view.state !== 'none') return landAtTop();
  }, [view.settled, view.state]);
  return (
    <LobbyAdModal
      ad={ad}
      view={view}
      onContinue={() => send({ type: 'AD.CONTINUE' })}
      onClose={() => send({ type: 'AD.CLOSE' })}
      onOpenLink={() => send({ type: 'AD.OPEN_LINK' })}
    />
  );
}
