import { useSelector } from '@xstate/react';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import type { CallEvent } from '../../machines/call';
import { type CallView, callView } from '../../machines/call.view';
import type { Api } from '../api/client';
import { videoCalls } from '../api/videoCalls';
import { joinBuiltinRoom } from '../realtime/builtinRoom';
import { createChatSocket } from '../realtime/chatSocket';
import { type CallPeerInfo, type CallViewer, mayCall } from './eligibility';
import { type CallActor, CallsStore, type CallsSnapshot } from './store';

const StoreContext = createContext<CallsStore | null>(null);

export interface CallsSession {
  token: string;
  user: CallViewer;
  settings: Parameters<typeof mayCall>[0];
}

/**
 * The calls of the signed-in user (one store per sign-in, none while signed out), above the routes so that a
 * call goes on from page to page.
 */
export function CallsProvider({
  api,
  session,
  navigate,
  children,
}: {
  api: Api;
  session: CallsSession | null;
  navigate: (path: string) => void;
  children: ReactNode;
}) {
  const token = session?.token ?? null;
  const uuid = session?.user.uuid ?? null;
  // The store navigates with the latest navigate function, which changes with the route.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const store = useMemo(
    () =>
      token && uuid
        ? new CallsStore({
            token,
            me: { uuid },
            socket: createChatSocket({ token }),
            video: videoCalls(api),
            joinRoom: joinBuiltinRoom,
            navigate: (path) => navigateRef.current(path),
          })
        : null,
    [api, token, uuid],
  );
  useEffect(() => () => store?.stop(), [store]);
  return (
    <StoreContext.Provider value={store}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </StoreContext.Provider>
  );
}
const SessionContext = createContext<CallsSession | null>(null);

const EMPTY: CallsSnapshot = { available: false, statuses: new Map(), calls: [] };
const noSubscription = () => () => {};

/** The store's snapshot: calls under way, who is online, whether calls are available. */
export function useCalls(): CallsSnapshot & { store: CallsStore | null } {
  const store = useContext(StoreContext);
  const snapshot = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.getSnapshot ?? (() => EMPTY),
  );
  return { ...snapshot, store };
}

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
  const session = useContext(SessionContext);
  const { store, available, statuses, calls } = useCalls();
  const peerUuid = peer?.uuid ?? null;
  useEffect(() => (store && peerUuid ? store.watch([peerUuid]) : undefined), [store, peerUuid]);
  const allowed = Boolean(
    session && peer && store && available && mayCall(session.settings, session.user, peer, Date.now()),
  );
  const online = peerUuid !== null && statuses.get(peerUuid) === 'online';
  const busy = calls.some((c) => callView(c.getSnapshot()).busy);
  return {
    hidden: !allowed || !online,
    enabled: allowed && online && !busy,
    start: () => {
      if (store && peer && allowed && online) store.start({ uuid: peer.uuid, name: peer.name });
    },
  };
}

/** A call's view and its events, for the dialogs and the call page. */
export function useCallView(actor: CallActor): { view: CallView; send: (event: CallEvent) => void } {
  const view = useSelector(actor, callView, sameView);
  return { view, send: actor.send };
}

const sameView = (a: CallView, b: CallView) =>
  a.state === b.state &&
  a.room === b.room &&
  a.dialog === b.dialog &&
  a.page === b.page &&
  a.peerName === b.peerName;
