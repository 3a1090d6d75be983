import { Temporal } from '@js-temporal/polyfill';
import { describe, expect, it } from 'vitest';
import { dayOf } from '../../src/i18n/dates';

const byTemporal = (ms: number, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).toPlainDate().toString();

describe('dayOf', () => {
  // Zones whose offset changes at a half hour of UTC, by half an hour, at local midnight, or is not a whole hour.
  const zones = [
    'America/St_Johns',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Europe/Paris',
    'Pacific/Apia',
    'America/Santiago',
    'UTC',
  ];
  const spans = [
    [Date.UTC(2027, 2, 13), Date.UTC(2027, 2, 16)], // North American spring change
    [Date.UTC(2027, 9, 30), Date.UTC(2027, 10, 9)], // European and North American autumn changes
    [Date.UTC(2027, 3, 2), Date.UTC(2027, 3, 6)], // Lord Howe's autumn change
    [Date.UTC(2026, 11, 31), Date.UTC(2027, 0, 2)], // the year's end
    [Date.UTC(2027, 3, 2), Date.UTC(2027, 3, 5)], // Chile's change at local midnight
    [Date.UTC(2027, 8, 3), Date.UTC(2027, 8, 6)],
  ] as const;

  it("gives Temporal's day for every minute around the zones' offset changes", () => {
    for (const zone of zones)
      for (const [from, to] of spans)
        for (let ms = from; ms < to; ms += 60_000 * 7)
          expect(dayOf(ms, zone), `${zone} ${ms}`).toBe(byTemporal(ms, zone));
  });

  it('gives the same day when asked again (from what it worked out the first time)', () => {
    const at = Date.UTC(2027, 10, 7, 5, 59);
    expect(dayOf(at, 'America/St_Johns')).toBe(byTemporal(at, 'America/St_Johns'));
    expect(dayOf(at, 'America/St_Johns')).toBe(byTemporal(at, 'America/St_Johns'));
  });
});
