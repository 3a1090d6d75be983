import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { coalescer } from '../../relay/presence';

describe('coalesced updates', () => {
  // Time is the test's to move: the coalescer's ticks and its clock follow it exactly.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('go out every tick for a small audience and less often for a large one, within the budget', async () => {
    const sent: Record<'small' | 'large', number> = { small: 0, large: 0 };
    const keys: string[][] = [];
    const updates = coalescer(
      { tickMs: 20, budgetPerSecond: 1000, maxIntervalMs: 5000, now: () => Date.now() },
      (eventId) => (eventId === 'large' ? 300 : 5), // 300 sockets at 1,000 messages/s: one update per 300 ms
      async (eventId, changed) => {
        sent[eventId as 'small' | 'large'] += 1;
        if (eventId === 'small') keys.push([...changed]);
      },
      (err) => {
        throw err;
      },
    );
    try {
      const until = Date.now() + 650;
      let i = 0;
      while (Date.now() < until) {
        updates.mark('small', `room-${i % 3}`);
        updates.mark('large', `room-${i % 3}`);
        i += 1;
        await vi.advanceTimersByTimeAsync(5);
      }
      expect(sent.large).toBeGreaterThanOrEqual(2);
      expect(sent.large).toBeLessThanOrEqual(3);
      expect(sent.small).toBeGreaterThanOrEqual(10);
      // each update carries the rooms marked since the previous one, once each
      for (const k of keys) expect(new Set(k).size).toBe(k.length);
      // a forced flush sends what is pending at once
      updates.mark('large', 'room-9');
      const before = sent.large;
      await updates.flush();
      expect(sent.large).toBe(before + 1);
    } finally {
      updates.stop();
    }
  });
});
