import { Temporal } from '@js-temporal/polyfill';
import { describe, expect, it } from 'vitest';
import { countdown } from '../../machines/support/calendar';
import { formatDuration } from '../../src/i18n/dates';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => Temporal.ZonedDateTime.from(`${iso}[${CHICAGO}]`).epochMilliseconds;

describe('the countdown to a start', () => {
  it('counts calendar days of the conference zone across the autumn and spring clock changes', () => {
    // 1 November 2026 and 14 March 2027: the clocks go back, then forward, in Chicago.
    expect(countdown(at('2026-10-31T09:00'), at('2026-11-02T09:00'), CHICAGO)).toEqual({
      days: 2,
      hours: 0,
      minutes: 0,
    });
    expect(countdown(at('2027-03-13T09:00'), at('2027-03-15T09:00'), CHICAGO)).toEqual({
      days: 2,
      hours: 0,
      minutes: 0,
    });
    expect(countdown(at('2027-03-14T00:30'), at('2027-03-14T09:00'), CHICAGO)).toEqual({
      days: 0,
      hours: 7,
      minutes: 30,
    });
  });

  it('rounds the last seconds up to a minute, and is zero at the start', () => {
    const start = at('2026-11-25T09:00');
    expect(countdown(start - 30_000, start, CHICAGO)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(countdown(start, start, CHICAGO)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});

describe('a length of time in words', () => {
  it('reads naturally, with the plural rules of each language and its two largest units', () => {
    expect(formatDuration({ days: 0, hours: 3, minutes: 0 }, 'en')).toBe('3 hours');
    expect(formatDuration({ days: 1, hours: 0, minutes: 0 }, 'en')).toBe('1 day');
    expect(formatDuration({ days: 1, hours: 2, minutes: 5 }, 'en')).toBe('1 day, 2 hours');
    expect(formatDuration({ days: 0, hours: 17, minutes: 31 }, 'en')).toBe('17 hours, 31 minutes');
    expect(formatDuration({ days: 0, hours: 0, minutes: 1 }, 'en')).toBe('1 minute');
    expect(formatDuration({ days: 2, hours: 0, minutes: 0 }, 'fr')).toBe('2\u00a0jours');
    expect(formatDuration({ days: 1, hours: 0, minutes: 0 }, 'es')).toBe('1 día');
    expect(formatDuration({ days: 0, hours: 3, minutes: 0 }, 'ar')).toBe('3 ساعات');
    expect(formatDuration({ days: 0, hours: 11, minutes: 0 }, 'ar')).toBe('11 ساعة');
  });
});
