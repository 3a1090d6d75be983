import type { RelayMessage, RelayPublisher } from '../../schemas/relay';
import { safeFetch } from '../net/safeFetch';

/**
 * Publishes to a relay running in another process through its POST /relay/publish. The relay is the
 * operator's own service, usually on a private network, so private addresses are allowed; redirects are not.
 */
export function createHttpPublisher(relayUrl: string, secret: string): RelayPublisher {
  const endpoint = new URL('/relay/publish', relayUrl).toString();
  return {
    async publish(message: RelayMessage) {
      const res = await safeFetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: JSON.stringify(message),
        allowPrivate: true,
        maxRedirects: 0,
        maxBytes: 64 * 1024,
        timeoutMs: 10_000,
      }).catch(() => {
        throw new Error('relay publish failed: the relay cannot be reached');
      });
      if (res.status < 200 || res.status > 299) throw new Error(`relay publish failed: HTTP ${res.status}`);
    },
  };
}

/** For an API with no relay: messages are logged and dropped. */
export const noRelay = (log: (m: RelayMessage) => void): RelayPublisher => ({
  publish: async (m) => log(m),
});
