import { io, type Socket } from 'socket.io-client';
import { RELAY } from '../../schemas/constants';
import type { RelayAuth } from '../../schemas/relay';

/**
 * A socket of one of the relay's namespaces, signed in with the user's token (001 §7: websocket and polling,
 * reconnecting after 1 s up to 5 s, without end); on the relay at `url`, or the page's own origin.
 */
export function namespaceSocket<S extends Socket>(namespace: string, auth: RelayAuth, url?: string): S {
  const options = {
    auth,
    transports: ['websocket', 'polling'],
    reconnectionDelay: RELAY.RECONNECT_DELAY,
    reconnectionDelayMax: RELAY.RECONNECT_DELAY_MAX,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
  };
  return (url ? io(`${url}${namespace}`, options) : io(namespace, options)) as S;
}
