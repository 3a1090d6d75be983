/**
 * Which event this address belongs to: the default event is served at `/`, any other at `/e/<urlid>/`.
 * The base is given to the router; the key names what the browser stores for this event.
 */
export interface EventAddress {
  /** The router's base: '' for the default event, '/e/<urlid>' otherwise. */
  base: string;
  /** The url id sent to the API ('' for the default event). */
  urlid: string;
  /** The per-event storage key. */
  key: string;
}

const EVENT_PATH = /^\/e\/([a-z0-9][a-z0-9-]{0,62})(?=\/|$)/;

export function eventAddress(pathname: string): EventAddress {
  const match = EVENT_PATH.exec(pathname);
  if (!match?.[1]) return { base: '', urlid: '', key: 'default' };
  return { base: `/e/${match[1]}`, urlid: match[1], key: match[1] };
}
