import { describe, expect, it } from 'vitest';
import { awarenessSplits, MAX_AWARENESS_CHECKS } from '../../machines/support/awarenessSplits';
import { seededRandom } from '../../schemas/seededRandom';

const plan = { total: 4, startOffset: 120, length: 3_600, seed: 'u-7f3a:session_12' };

describe('awareness splits', () => {
  it('are the same for the same user and item, and differ for another', () => {
    expect(awarenessSplits(plan)).toEqual(awarenessSplits({ ...plan }));
    expect(awarenessSplits({ ...plan, seed: 'u-7f3a:session_13' })).not.toEqual(awarenessSplits(plan));
    expect(awarenessSplits({ ...plan, seed: 'u-0000:session_12' })).not.toEqual(awarenessSplits(plan));
  });

  it('are as many as the checks, ascending, within [start offset, length) with room for the prompt window', () => {
    for (let i = 0; i < 200; i++) {
      const p = {
        total: 1 + (i % 7),
        startOffset: i * 3,
        length: 300 + i * 37,
        seed: `user-${i}:item-${i * 11}`,
      };
      const splits = awarenessSplits(p);
      expect(splits).toHaveLength(p.total);
      expect([...splits].sort((a, b) => a - b)).toEqual(splits);
      for (const s of splits) {
        expect(s).toBeGreaterThanOrEqual(p.startOffset);
        expect(s).toBeLessThan(p.length - 5);
      }
    }
  });

  it('spread over the span, one in each equal part, 35 s apart when the parts are long enough', () => {
    const splits = awarenessSplits(plan);
    const part = (3_600 - 5 - 120) / 4;
    splits.forEach((s, i) => {
      expect(s).toBeGreaterThanOrEqual(120 + i * part);
      expect(s).toBeLessThan(120 + (i + 1) * part);
    });
    for (let i = 1; i < splits.length; i++) expect(splits[i]! - splits[i - 1]!).toBeGreaterThanOrEqual(35);
  });

  it('spread over the whole video when the start offset is past its end, and none without a length', () => {
    const splits = awarenessSplits({ ...plan, startOffset: 5_000 });
    expect(splits).toHaveLength(4);
    for (const s of splits) expect(s).toBeGreaterThanOrEqual(0);
    expect(awarenessSplits({ ...plan, length: 0 })).toEqual([]);
    expect(awarenessSplits({ ...plan, length: Number.NaN })).toEqual([]);
    expect(awarenessSplits({ ...plan, length: Number.POSITIVE_INFINITY })).toEqual([]);
    expect(awarenessSplits({ ...plan, total: 0 })).toEqual([]);
    expect(awarenessSplits({ ...plan, total: -2 })).toEqual([]);
    expect(awarenessSplits({ ...plan, total: 500 })).toHaveLength(MAX_AWARENESS_CHECKS);
  });

  it('come from a generator that repeats itself for a seed and stays in [0, 1)', () => {
    const a = seededRandom('seed');
    const b = seededRandom('seed');
    const draws = Array.from({ length: 1_000 }, () => a());
    expect(draws).toEqual(Array.from({ length: 1_000 }, () => b()));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    expect(new Set(draws).size).toBe(1_000);
    expect(seededRandom('seed2')()).not.toBe(seededRandom('seed')());
  });
});
