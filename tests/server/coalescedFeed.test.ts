import { describe, expect, it } from 'vitest';
import { createCoalescedFeed } from '../../server/areas/live/coalescedFeed';

/** Lets the promises of sends that have ended settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A schedule the test runs by hand, with a clock it moves; `send` may be held until the test releases it. */
function harness(hold = false) {
  let t = 0;
  const jobs: { at: number; job: () => void }[] = [];
  const sent: [string, number][] = [];
  const held: (() => void)[] = [];
  const feed = createCoalescedFeed<number>({
    clock: { now: () => t },
    interval: 1_000,
    schedule: (job, ms) => void jobs.push({ at: t + ms, job }),
    send: (key, value) => {
      sent.push([key, value]);
      return hold ? new Promise<void>((resolve) => held.push(resolve)) : Promise.resolve();
    },
  });
  const advance = async (ms: number) => {
    t += ms;
    for (const j of jobs.filter((x) => x.at <= t)) {
      jobs.splice(jobs.indexOf(j), 1);
      j.job();
    }
    await settle();
  };
  return { feed, sent, advance, pending: () => jobs.length, release: () => held.shift()?.() };
}

describe('coalesced feed', () => {
  it('sends a burst of changes once a second with the latest value, each key on its own', async () => {
    const h = harness();
    h.feed.changed('a', 1);
    await h.advance(0);
    for (let i = 2; i <= 500; i++) h.feed.changed('a', i);
    h.feed.changed('b', 7);
    expect(h.pending()).toBe(2);
    await h.advance(0);
    expect(h.sent).toEqual([
      ['a', 1],
      ['b', 7],
    ]);
    await h.advance(999);
    expect(h.sent.length).toBe(2);
    await h.advance(1);
    expect(h.sent.at(-1)).toEqual(['a', 500]);
    await h.advance(5_000);
    h.feed.changed('a', 501);
    expect(h.pending()).toBe(1);
    await h.advance(0);
    expect(h.sent.at(-1)).toEqual(['a', 501]);
  });

  it('waits at most one interval when the clock has been set back since the last send', async () => {
    const h = harness();
    h.feed.changed('a', 1);
    await h.advance(0);
    await h.advance(-60 * 60_000);
    h.feed.changed('a', 2);
    await h.advance(999);
    expect(h.sent).toEqual([['a', 1]]);
    await h.advance(1);
    expect(h.sent.at(-1)).toEqual(['a', 2]);
  });

  it('counts the interval from the end of a send, so a slow send is not followed at once by the next', async () => {
    const h = harness(true);
    h.feed.changed('a', 1);
    await h.advance(0);
    expect(h.sent).toEqual([['a', 1]]);
    // The send takes 1.5 s; the changes meanwhile wait for it to end, then for a whole interval.
    await h.advance(600);
    h.feed.changed('a', 2);
    h.feed.changed('a', 3);
    expect(h.pending()).toBe(0);
    await h.advance(900);
    h.release();
    await settle();
    expect(h.pending()).toBe(1);
    await h.advance(999);
    expect(h.sent).toHaveLength(1);
    await h.advance(1);
    expect(h.sent.at(-1)).toEqual(['a', 3]);
    h.release();
    await settle();
    expect(h.pending()).toBe(0);
  });
});
