import { describe, expect, it } from 'vitest';
import { formatRange } from '../../../src/features/program/format';

const CHICAGO = 'America/Chicago';
// Wed, Nov 25, 2026, 00:00 in Chicago (UTC−6).
const MIDNIGHT = Date.UTC(2026, 10, 25, 6);
const H = 3_600_000;

describe('a range of times in the conference zone', () => {
  it('names the day once when it ends the same day', () => {
    expect(formatRange(MIDNIGHT + 9 * H, MIDNIGHT + 10.5 * H, CHICAGO, 'en')).toBe(
      'Wed, Nov 25, 9:00 AM – 10:30 AM CST',
    );
  });

  it('names the end day when it ends on another, so a whole day does not read 12:00 AM – 12:00 AM', () => {
    expect(formatRange(MIDNIGHT, MIDNIGHT + 24 * H, CHICAGO, 'en')).toBe(
      'Wed, Nov 25, 12:00 AM – Thu, Nov 26, 12:00 AM CST',
    );
  });

  it('gives the start alone when there is no end', () => {
    expect(formatRange(MIDNIGHT + 9 * H, undefined, CHICAGO, 'en')).toBe('Wed, Nov 25, 9:00 AM CST');
  });
});
