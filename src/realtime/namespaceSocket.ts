import { io, type Socket } from 'socket.io-client';
import { RELAY } from '../../schemas/constants';
import type { RelayAuth } from '../../schemas/relay';

/**
 * A socket of one of the relay's namespaces, signed in with the user's token, reconnecting at the relay's
 * pace; on the relay at `url`, or the page's own origin.
 */
export function namespaceSocket<S extends Socket>(namespace: string, token: string, url?: string): S {
  const auth: RelayAuth = { token };
  const options = {
    auth,
    transports: ['websocket', 'polling'],
    reconnectionDelay: RELAY.RECONNECT_DELAY,
    reconnectionDelayMax: RELAY.RECONNECT_DELAY_MAX,
  };
  return (url ? io(`${url}${namespace}`, options) : io(namespace, options)) as S;
}
