import { Temporal } from '@js-temporal/polyfill';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayBounds as calendarDayBounds,
  countdown,
  localDate,
} from '../../machines/support/calendar';
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

describe('the calendar of the timing machines, against Temporal around offset changes', () => {
  const zones = [
    'America/St_Johns',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Europe/Paris',
    'America/Santiago',
    'UTC',
  ];
  const spans = [
    [Date.UTC(2027, 2, 12), Date.UTC(2027, 2, 16)],
    [Date.UTC(2027, 9, 29), Date.UTC(2027, 10, 9)],
    [Date.UTC(2027, 3, 1), Date.UTC(2027, 3, 6)],
    [Date.UTC(2027, 8, 3), Date.UTC(2027, 8, 7)],
  ] as const;
  const zoned = (ms: number, zone: string) =>
    Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone);
  const each = (check: (ms: number, zone: string) => void) => {
    for (const zone of zones)
      for (const [from, to] of spans) for (let ms = from; ms < to; ms += 60_000 * 23) check(ms, zone);
  };

  it('finds the bounds of the day', () => {
    each((ms, zone) => {
      const start = zoned(ms, zone).startOfDay();
      expect(calendarDayBounds(ms, zone), `${zone} ${ms}`).toEqual({
        start: start.epochMilliseconds,
        next: start.add({ days: 1 }).epochMilliseconds,
      });
    });
  });

  it('moves by calendar days', () => {
    each((ms, zone) => {
      for (const days of [1, 3, 7])
        expect(addDays(ms, days, zone), `${zone} ${ms} +${days}`).toBe(
          zoned(ms, zone).add({ days }).epochMilliseconds,
        );
    });
  });

  it('gives the local date', () => {
    each((ms, zone) => expect(localDate(ms, zone), `${zone} ${ms}`).toBe(byTemporal(ms, zone)));
  });

  it('counts down in calendar days', () => {
    each((ms, zone) => {
      const at = ms + 2 * 86_400_000 + 7 * 60_000;
      const end = zoned(at, zone);
      const minutes = Math.ceil((at - ms) / 60_000);
      const left = end.subtract({ minutes }).until(end, { largestUnit: 'day' });
      expect(countdown(ms, at, zone), `${zone} ${ms}`).toEqual({
        days: left.days,
        hours: left.hours,
        minutes: left.minutes,
      });
    });
  });
});
