import { Either, Schema } from 'effect';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RELAY_QUEUE_KEY, RelayMessage } from '../schemas/relay';

const decodeMessage = Schema.decodeUnknownEither(Schema.parseJson(RelayMessage));

/**
 * Takes the API's messages from the Redis queue (one relay node takes each) and publishes them. Runs on its
 * own connection, since a blocking pop holds the connection; `stop()` ends the loop.
 */
export function consumePublishQueue(
  redis: Redis,
  publish: (message: RelayMessage) => Promise<void>,
  log: Logger,
) {
  let running = true;
  const loop = async () => {
    while (running) {
      try {
        const popped = await redis.brpop(RELAY_QUEUE_KEY, 1);
        if (!popped) continue;
        const decoded = decodeMessage(popped[1]);
        if (Either.isLeft(decoded))
          log.warn({ raw: popped[1].slice(0, 200) }, 'unreadable queued message dropped');
        else await publish(decoded.right);
      } catch (err) {
        if (!running) return;
        log.error({ err }, 'publish queue read failed');
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  };
  const done = loop();
  return {
    async stop() {
      running = false;
      redis.disconnect();
      await done;
    },
  };
}
