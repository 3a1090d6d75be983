import { describe, expect, it } from 'vitest';
import { entryKind, itineraryDays } from '../../../src/features/itinerary/itinerary';
import type { SavedItem } from '../../../src/myEvent/store';
import { HOUR, listed, NOW, TZ } from '../program/items';

const saved = (type: SavedItem['type'], id: number): SavedItem => ({ type, id: String(id), forced: false });

describe('the itinerary’s days', () => {
  it('lists each slot of a saved office hour at its own time, apart from the session', () => {
    const session = listed({
      title: 'Meet the editors',
      start_time_unix: NOW + HOUR,
      end_time_unix: NOW + 2 * HOUR,
      office_hours: [
        { start: NOW + 3 * HOUR, end: NOW + 4 * HOUR },
        { start: NOW + 24 * HOUR, end: NOW + 25 * HOUR },
      ],
    });
    const days = itineraryDays([saved('officeHour', session.session_id)], [session], TZ);
    const entries = days.flatMap((d) => d.items);
    expect(days).toHaveLength(2);
    expect(entries.map((e) => [e.item.start_time_unix, e.item.end_time_unix, e.officeHour])).toEqual([
      [NOW + 3 * HOUR, NOW + 4 * HOUR, true],
      [NOW + 24 * HOUR, NOW + 25 * HOUR, true],
    ]);
    expect(new Set(entries.map((e) => e.item._id)).size).toBe(2);
    expect(entries.map(entryKind)).toEqual(['officeHour', 'officeHour']);
  });

  it('sorts saved sessions and office-hour slots together, each once', () => {
    const a = listed({
      start_time_unix: NOW + 2 * HOUR,
      office_hours: [{ start: NOW + HOUR, end: NOW + 2 * HOUR }],
    });
    const b = listed({ start_time_unix: NOW + 5 * HOUR });
    const days = itineraryDays(
      [saved('session', a.session_id), saved('officeHour', a.session_id), saved('session', b.session_id)],
      [a, b],
      TZ,
    );
    expect(days.flatMap((d) => d.items).map((e) => [e.item.title, e.officeHour])).toEqual([
      [a.title, true],
      [a.title, false],
      [b.title, false],
    ]);
  });

  it('shows nothing for an office hour whose session has no slots', () => {
    const s = listed({ start_time_unix: NOW });
    expect(itineraryDays([saved('officeHour', s.session_id)], [s], TZ)).toEqual([]);
  });
});
