import { afterEach, expect, test } from 'vitest';
import type { Staleness } from '../../server/areas/auth/signedInCache';
import { redisInvalidationBus } from '../../server/realtime/redisInvalidations';

/** Runs only in the services run (scripts/test.ts --services), which sets TEST_REDIS_URL. */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) throw new Error('TEST_REDIS_URL is not set: this file belongs to the services run');

const buses: ReturnType<typeof redisInvalidationBus>[] = [];
afterEach(async () => {
  for (const bus of buses.splice(0)) await bus.close();
});

test('a staleness published by one API process reaches every process, the publisher at once', async () => {
  const one = redisInvalidationBus(redisUrl);
  const two = redisInvalidationBus(redisUrl);
  buses.push(one, two);
  const heard = { one: [] as Staleness[], two: [] as Staleness[] };
  one.subscribe((s) => heard.one.push(s));
  two.subscribe((s) => heard.two.push(s));
  await Promise.all([one.ready, two.ready]);
  const stale: Staleness = { kind: 'user', eventId: `event-${Date.now()}`, uuid: 'ann' };
  const published = one.publish(stale);
  expect(heard.one).toEqual([stale]);
  await published;
  await expect.poll(() => heard.two, { timeout: 5_000 }).toEqual([stale]);
  // The publisher handled it once, when it sent it; its own message coming back is not handled again.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(heard.one).toEqual([stale]);
});
