import { createContext, useContext, useEffect, useRef } from 'react';
import type { AppServerToClient } from '../../schemas/relay';
import type { RelayLink } from './appSocket';

/** The tab's link to the relay (null until signed in and started), for screens that listen to a room of it. */
export const RelayLinkContext = createContext<RelayLink | null>(null);

/**
 * While the calling screen is shown, the tab is in `room` of the event and `handler` hears `event` (decoded).
 * Without a link (tests, signed out) it does nothing.
 */
export function useRelayRoom<E extends keyof AppServerToClient>(
  /** null: no room yet (its name comes with a reply still on its way). */
  room: string | null,
  event: E,
  handler: AppServerToClient[E],
): void {
  const link = useContext(RelayLinkContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!link || room === null) return;
    const leave = link.enter(room);
    const forward = ((...args: unknown[]) =>
      (latest.current as (...a: unknown[]) => void)(...args)) as unknown as AppServerToClient[E];
    const off = link.subscribe(event, forward);
    return () => {
      off();
      leave();
    };
  }, [link, room, event]);
}
