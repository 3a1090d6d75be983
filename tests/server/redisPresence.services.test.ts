import { Redis } from 'ioredis';
import { afterAll, expect, test } from 'vitest';
import { ONLINE_PRESENCE_KEY, presenceHashKey, relayNodeKey } from '../../schemas/relay';
import { redisPresenceCounts } from '../../server/realtime/redisPresence';

/** Runs only in the services run (scripts/test.ts --services), which sets TEST_REDIS_URL. */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) throw new Error('TEST_REDIS_URL is not set: this file belongs to the services run');

const redis = new Redis(redisUrl);
const presence = redisPresenceCounts(redisUrl);
afterAll(async () => {
  await presence.close();
  await redis.quit();
});

test('counts and snapshots sum the live relay nodes’ rooms and leave out a node that stopped', async () => {
  const eventId = `event-${Date.now()}`;
  const [alive, other, dead] = ['node-a', 'node-b', 'node-c'].map((n) => `${n}-${eventId}`) as [
    string,
    string,
    string,
  ];
  await redis.set(relayNodeKey(alive), '1', 'EX', 30);
  await redis.set(relayNodeKey(other), '1', 'EX', 30);
  // The relays write their counts as `<node>|<room>`; node-c's heartbeat has expired.
  await redis.hset(presenceHashKey('/session', eventId), {
    [`${alive}|live_1001`]: 2,
    [`${other}|live_1001`]: 1,
    [`${other}|live_1002`]: 4,
    [`${dead}|live_1003`]: 7,
  });
  await redis.hset(presenceHashKey(ONLINE_PRESENCE_KEY, eventId), {
    [`${alive}|ann`]: 1,
    [`${other}|ann`]: 1,
    [`${other}|bob`]: 2,
    [`${dead}|cid`]: 1,
  });
  expect(await presence.counts('/session', eventId, ['live_1001', 'live_1003', 'live_9'])).toEqual(
    new Map([
      ['live_1001', 3],
      ['live_1003', 0],
      ['live_9', 0],
    ]),
  );
  expect(await presence.snapshot('/session', eventId)).toEqual(
    new Map([
      ['live_1001', 3],
      ['live_1002', 4],
    ]),
  );
  expect([...(await presence.snapshot(ONLINE_PRESENCE_KEY, eventId)).keys()].sort()).toEqual(['ann', 'bob']);
  expect(await presence.snapshot('/lounge', eventId)).toEqual(new Map());
});
