import { Redis } from 'ioredis';
import {
  RELAY_QUEUE_KEY,
  RELAY_QUEUE_MAX,
  type RelayMessage,
  type RelayPublisher,
} from '../../schemas/relay';

/** Hands messages to the relays through their Redis queue (REDIS_URL): any relay node takes each one. */
export function createRedisPublisher(url: string): RelayPublisher & { close(): Promise<void> } {
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  return {
    async publish(message: RelayMessage) {
      await redis
        .multi()
        .lpush(RELAY_QUEUE_KEY, JSON.stringify(message))
        .ltrim(RELAY_QUEUE_KEY, 0, RELAY_QUEUE_MAX - 1)
        .exec();
    },
    async close() {
      await redis.quit();
    },
  };
}
