import { describe, expect, it } from 'vitest';
import { createCoalescedFeed } from '../../server/areas/live/coalescedFeed';

/** A schedule the test runs by hand, with a clock it moves. */
function harness() {
  let t = 0;
  const jobs: { at: number; job: () => void }[] = [];
  const sent: [string, number][] = [];
  const feed = createCoalescedFeed<number>({
    clock: { now: () => t },
    interval: 1_000,
    schedule: (job, ms) => void jobs.push({ at: t + ms, job }),
    send: async (key, value) => void sent.push([key, value]),
  });
  const advance = (ms: number) => {
    t += ms;
    for (const j of jobs.filter((x) => x.at <= t)) {
      jobs.splice(jobs.indexOf(j), 1);
      j.job();
    }
  };
  return { feed, sent, advance, pending: () => jobs.length };
}

describe('coalesced feed', () => {
  it('sends a burst of changes once a second with the latest value, each key on its own', async () => {
    const h = harness();
    h.feed.changed('a', 1);
    h.advance(0);
    for (let i = 2; i <= 500; i++) h.feed.changed('a', i);
    h.feed.changed('b', 7);
    expect(h.pending()).toBe(2);
    h.advance(0);
    await Promise.resolve();
    expect(h.sent).toEqual([
      ['a', 1],
      ['b', 7],
    ]);
    h.advance(999);
    expect(h.sent.length).toBe(2);
    h.advance(1);
    await Promise.resolve();
    expect(h.sent.at(-1)).toEqual(['a', 500]);
    h.advance(5_000);
    h.feed.changed('a', 501);
    expect(h.pending()).toBe(1);
    h.advance(0);
    expect(h.sent.at(-1)).toEqual(['a', 501]);
  });
});
