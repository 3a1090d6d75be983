import type { RelayMessage, RelayPublisher } from '../../schemas/relay';

/** Publishes to a relay running in another process through its POST /relay/publish. */
export function createHttpPublisher(relayUrl: string, secret: string): RelayPublisher {
  const endpoint = new URL('/relay/publish', relayUrl).toString();
  return {
    async publish(message: RelayMessage) {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: JSON.stringify(message),
      });
      if (!res.ok) throw new Error(`relay publish failed: HTTP ${res.status}`);
    },
  };
}

/** For an API with no relay: messages are logged and dropped. */
export const noRelay = (log: (m: RelayMessage) => void): RelayPublisher => ({
  publish: async (m) => log(m),
});
