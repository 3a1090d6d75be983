import { describe, expect, it } from 'vitest';
import { filterLounges, NO_FILTER, scheduleDays, toggled } from '../../../src/features/lounges/loungeFilters';
import { DAY, HOUR, loungeRoom, NOW, scheduledRoom, TZ } from './rooms';

const ids = (rooms: readonly { id: string }[]) => rooms.map((r) => r.id);

// Tuesday 09:00, Wednesday 09:00, and Tuesday 23:30 in Chicago (Wednesday 05:30 in UTC).
const tuesday = NOW;
const wednesday = NOW + DAY;
const lateTuesday = NOW + 14.5 * HOUR;

const rooms = [
  scheduledRoom('talk', [tuesday, wednesday], 'science'),
  scheduledRoom('late', [lateTuesday], 'social'),
  scheduledRoom('wed', [wednesday], null),
  loungeRoom({ id: 'coffee', category: 'social' }),
];

describe('the lounge filter', () => {
  it('lists the days of the schedules once each, in order, in the conference time zone', () => {
    const days = scheduleDays(rooms, TZ);
    expect(days.map((d) => d.day)).toEqual(['2026-11-24', '2026-11-25']);
    // Each day carries an instant of it, for its label.
    expect(days[0]?.at).toBe(tuesday);
    expect(days[1]?.at).toBe(wednesday);
    // The same late schedule falls on the next day in UTC.
    expect(scheduleDays([scheduledRoom('late', [lateTuesday])], 'UTC').map((d) => d.day)).toEqual([
      '2026-11-25',
    ]);
  });

  it('has no days when no room is scheduled', () => {
    expect(scheduleDays([loungeRoom({ id: 'coffee' })], TZ)).toEqual([]);
  });

  it('keeps every room without a choice', () => {
    expect(ids(filterLounges(rooms, NO_FILTER, TZ))).toEqual(['talk', 'late', 'wed', 'coffee']);
  });

  it('keeps, for chosen days, the scheduled rooms with a schedule on one of them', () => {
    expect(ids(filterLounges(rooms, { days: ['2026-11-24'], categories: [] }, TZ))).toEqual(['talk', 'late']);
    expect(ids(filterLounges(rooms, { days: ['2026-11-25'], categories: [] }, TZ))).toEqual(['talk', 'wed']);
    expect(ids(filterLounges(rooms, { days: ['2026-11-24', '2026-11-25'], categories: [] }, TZ))).toEqual([
      'talk',
      'late',
      'wed',
    ]);
    expect(ids(filterLounges(rooms, { days: ['2026-11-26'], categories: [] }, TZ))).toEqual([]);
  });

  it('keeps, for chosen categories, the rooms of one of them; a room without a category never', () => {
    expect(ids(filterLounges(rooms, { days: [], categories: ['social'] }, TZ))).toEqual(['late', 'coffee']);
    expect(ids(filterLounges(rooms, { days: [], categories: ['social', 'science'] }, TZ))).toEqual([
      'talk',
      'late',
      'coffee',
    ]);
  });

  it('keeps only the rooms that match both the days and the categories', () => {
    expect(ids(filterLounges(rooms, { days: ['2026-11-25'], categories: ['science'] }, TZ))).toEqual([
      'talk',
    ]);
    expect(ids(filterLounges(rooms, { days: ['2026-11-25'], categories: ['social'] }, TZ))).toEqual([]);
  });

  it('adds a choice that is not there and takes out one that is', () => {
    expect(toggled([], 'a')).toEqual(['a']);
    expect(toggled(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
  });
});
