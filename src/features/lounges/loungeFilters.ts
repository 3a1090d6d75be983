import type { LoungeRoom } from '../../../schemas/lounge';
import { dayOf } from '../../i18n/dates';

/** The filter of the cards: days (ISO dates in the conference time zone) and category ids; empty: all. */
export interface LoungeFilter {
  readonly days: readonly string[];
  readonly categories: readonly string[];
}

export const NO_FILTER: LoungeFilter = { days: [], categories: [] };

/** The days on which the scheduled rooms have a schedule, in order, each with an instant of it (for its label). */
export function scheduleDays(rooms: readonly LoungeRoom[], timeZone: string): { day: string; at: number }[] {
  const days = new Map<string, number>();
  for (const s of rooms.flatMap((r) => r.schedules)) {
    const day = dayOf(s.start, timeZone);
    if (!days.has(day)) days.set(day, s.start);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, at]) => ({ day, at }));
}

/**
 * The rooms the filter keeps: with days chosen, the scheduled rooms with a schedule on one of them; with
 * categories chosen, the rooms of one of them.
 */
export function filterLounges(rooms: readonly LoungeRoom[], filter: LoungeFilter, timeZone: string) {
  return rooms.filter(
    (r) =>
      (filter.days.length === 0 || r.schedules.some((s) => filter.days.includes(dayOf(s.start, timeZone)))) &&
      (filter.categories.length === 0 || (r.category !== null && filter.categories.includes(r.category))),
  );
}

/** A value added to or taken out of a list of choices. */
export const toggled = (list: readonly string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
