import { useEffect } from 'react';
import { useCalls, useCallsSession } from './CallsProvider';
import { type CallPeerInfo, mayCall } from './eligibility';

export interface CallButton {
  /** No button: the rules do not allow calling them, or they are not online (001 §4). */
  readonly hidden: boolean;
  /** Shown but not usable now: a call is under way already. */
  readonly enabled: boolean;
  /** Calls them: the caller's 'Calling {name}' dialog opens. */
  start(): void;
}

/** What a screen needs for a call button beside a person (a conversation's header, a profile). */
export function useCallButton(peer: CallPeerInfo | null): CallButton {
  const session = useCallsSession();
  const { store, available, statuses, busy } = useCalls();
  const peerUuid = peer?.uuid ?? null;
  useEffect(() => (store && peerUuid ? store.watch([peerUuid]) : undefined), [store, peerUuid]);
  const allowed = Boolean(
    session && peer && store && available && mayCall(session.settings, session.user, peer, Date.now()),
  );
  const online = peerUuid !== null && statuses.get(peerUuid) === 'online';
  return {
    hidden: !allowed || !online,
    enabled: allowed && online && !busy,
    start: () => {
      if (store && peer && allowed && online) store.start({ uuid: peer.uuid, name: peer.name });
    },
  };
}
