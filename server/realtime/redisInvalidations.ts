import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { InvalidationBus, Staleness } from '../areas/auth/signedInCache';

/** The Redis channel on which API processes announce stale sign-ins to each other. */
export const SIGNED_IN_STALE_CHANNEL = 'api:signed-in-stale';

const isStaleness = (v: unknown): v is Staleness => {
  const s = v as Partial<Record<string, unknown>> | null;
  if (!s || typeof s !== 'object') return false;
  if (s.kind === 'login') return typeof s.loginId === 'string';
  if (s.kind === 'user') return typeof s.eventId === 'string' && typeof s.uuid === 'string';
  return s.kind === 'event' && typeof s.eventId === 'string';
};

/**
 * The invalidation bus between API processes (REDIS_URL): each process subscribes to one channel, and what one
 * publishes is handled by every process, itself included. A message that is not a staleness is ignored.
 */
export function redisInvalidationBus(
  url: string,
): InvalidationBus & { ready: Promise<unknown>; close(): Promise<void> } {
  const publisher = new Redis(url, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  const handlers: ((stale: Staleness) => void)[] = [];
  // This process's own messages come back on the channel; it handled them when it sent them.
  const origin = randomUUID();
  const subscribed = subscriber.subscribe(SIGNED_IN_STALE_CHANNEL);
  subscriber.on('message', (_channel: string, text: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    const { from, stale } = (parsed ?? {}) as { from?: unknown; stale?: unknown };
    if (from !== origin && isStaleness(stale)) for (const handler of handlers) handler(stale);
  });
  return {
    async publish(stale) {
      // This process forgets at once, without waiting for its own message to come back.
      for (const handler of handlers) handler(stale);
      await subscribed;
      await publisher.publish(SIGNED_IN_STALE_CHANNEL, JSON.stringify({ from: origin, stale }));
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    /** Settles once this process listens on the channel. */
    ready: subscribed,
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
