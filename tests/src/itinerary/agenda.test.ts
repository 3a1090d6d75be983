import { describe, expect, it } from 'vitest';
import { agendaOf } from '../../../src/features/itinerary/agenda';
import type { ItineraryDay, ListedItem } from '../../../src/features/itinerary/itinerary';

const CHICAGO = 'America/Chicago';
/** 2026-11-24 at hh:mm in Chicago (UTC-6 in November). */
const at = (hh: number, mm = 0) => Date.UTC(2026, 10, 24, hh + 6, mm);
const item = (id: string, start: number, end?: number) =>
  ({
    _id: id,
    internal_type: 'session',
    session_id: 1,
    title: id,
    start_time_unix: start,
    ...(end !== undefined ? { end_time_unix: end } : {}),
  }) as unknown as ListedItem;
const day = (...items: ListedItem[]): ItineraryDay => ({
  date: '2026-11-24',
  items: items.map((i) => ({ item: i, forced: false, officeHour: false })),
});

describe('the itinerary as a calendar agenda', () => {
  it('places items by their times in the conference time zone, over whole hours', () => {
    const agenda = agendaOf([day(item('a', at(9), at(10, 30)), item('b', at(13, 15), at(14)))], CHICAGO);
    expect([agenda.firstHour, agenda.lastHour]).toEqual([9, 14]);
    expect(agenda.days[0]?.entries.map((e) => [e.item._id, e.from, e.to, e.column, e.columns])).toEqual([
      ['a', 540, 630, 0, 1],
      ['b', 795, 840, 0, 1],
    ]);
  });

  it('puts overlapping items side by side and lets the next free slot reuse a column', () => {
    const agenda = agendaOf(
      [
        day(
          item('a', at(9), at(11)),
          item('b', at(9, 30), at(10)),
          item('c', at(10), at(10, 30)),
          item('d', at(12), at(13)),
        ),
      ],
      CHICAGO,
    );
    expect(agenda.days[0]?.entries.map((e) => [e.item._id, e.column, e.columns])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 1, 2],
      ['d', 0, 1],
    ]);
  });

  it('gives items without an end a short slot and cuts items running past midnight at the day end', () => {
    const agenda = agendaOf([day(item('open', at(8)), item('long', at(20), at(26)))], CHICAGO);
    expect(agenda.days[0]?.entries.map((e) => [e.item._id, e.from, e.to])).toEqual([
      ['open', 480, 495],
      ['long', 1200, 1440],
    ]);
    expect(agenda.lastHour).toBe(24);
    expect(agendaOf([], CHICAGO).days).toEqual([]);
  });
});
