import { describe, expect, it } from 'vitest';
import { facetCounts, filterSessions } from '../../../src/features/program/filterSessions';
import { DEFAULT_QUERY, type ProgramQuery } from '../../../src/features/program/programQuery';
import { chosenFilters } from '../../../src/features/program/programPage.view';
import { HOUR, listed, NOW, TZ } from './items';

const viewer = { uuid: 'u1', isAdmin: false, sessionAccess: new Set<number>() };
const opts = { now: NOW, timeZone: TZ, hideNoAccess: false };
const DAY = 24 * HOUR;

/** Two days, two rooms, two types; videos only on day one. */
const video = (over: Record<string, unknown>) =>
  listed({ video_links_array: [{ has_transcript: false }], ...over });
const a = video({ start_time_unix: NOW, room_id: 1, session_type_id: 7, tags: ['AI', 'AI'] });
const b = video({ start_time_unix: NOW + HOUR, room_id: 2, session_type_id: 8, tags: ['AI'] });
const c = listed({ start_time_unix: NOW, room_id: 1, session_type_id: 8 });
const d = listed({ start_time_unix: NOW + DAY, room_id: 2, session_type_id: 7, tags: ['Care'] });
const poster = listed({
  internal_type: 'abstract',
  room_id: 1,
  poster_links_array: [{ image_url: '/p.png' }],
});
const all = [a, b, c, d, poster];
const day1 = '2026-11-23';
const day2 = '2026-11-24';

const counts = (q: Partial<ProgramQuery>, ranked: string[] | null = null) =>
  facetCounts(all, { ...DEFAULT_QUERY, ...q }, viewer, opts, ranked);
const asObject = (m: ReadonlyMap<string, number>) => Object.fromEntries(m);

describe('facet counts follow the list', () => {
  it('count the sessions of the current mode, not every item of the program', () => {
    const sessions = counts({});
    expect(asObject(sessions.date)).toEqual({ [day1]: 3, [day2]: 1 });
    expect(asObject(sessions.room)).toEqual({ '1': 2, '2': 2 });
    const videos = counts({ mode: 'videos' });
    expect(asObject(videos.date)).toEqual({ [day1]: 2 });
    expect(asObject(videos.types)).toEqual({ '7': 1, '8': 1 });
    expect(asObject(counts({ mode: 'all' }).room)).toEqual({ '1': 3, '2': 2 });
  });

  it('add up, per facet, to the number of results when every item has one value', () => {
    for (const mode of ['sessions', 'videos', 'all'] as const) {
      const q = { ...DEFAULT_QUERY, mode, room: '2' };
      const total = filterSessions(all, q, viewer, opts).length;
      const byDate = [...facetCounts(all, q, viewer, opts).date.values()].reduce((s, n) => s + n, 0);
      expect(byDate).toBe(total);
    }
  });

  it("narrow with the other facets' choices but not with their own", () => {
    const inRoom2 = counts({ room: '2' });
    expect(asObject(inRoom2.date)).toEqual({ [day1]: 1, [day2]: 1 });
    expect(asObject(inRoom2.room)).toEqual({ '1': 2, '2': 2 });
    const typeAndDay = counts({ types: ['7'], date: day1 });
    expect(asObject(typeAndDay.types)).toEqual({ '7': 1, '8': 2 });
    expect(asObject(typeAndDay.date)).toEqual({ [day1]: 1, [day2]: 1 });
    expect(asObject(typeAndDay.room)).toEqual({ '1': 1 });
  });

  it('count an item once per value, however often it carries it', () => {
    expect(counts({}).tag.get('AI')).toBe(2);
  });

  it('follow the search: only the items it found count', () => {
    const found = counts({ q: 'x' }, [b._id, d._id]);
    expect(asObject(found.room)).toEqual({ '2': 2 });
    expect(asObject(found.date)).toEqual({ [day1]: 1, [day2]: 1 });
  });
});

describe('the list heading names the chosen filters', () => {
  const facets = {
    days: [{ id: day1, label: day1, count: 3 }],
    types: [{ id: '7', label: 'Workshop', count: 2 }],
    rooms: [{ id: '2', label: 'Grand Ballroom', count: 2 }],
    venues: [],
    tracks: [],
    tags: [],
    categories: [],
  };
  it('in the sidebar order, by label, and by id when the snapshot lacks the value', () => {
    const chosen = chosenFilters({ ...DEFAULT_QUERY, room: '2', types: ['7', '99'], date: day1 }, facets);
    expect(chosen.map((f) => f.label)).toEqual([day1, 'Workshop', '99', 'Grand Ballroom']);
    expect(chosenFilters(DEFAULT_QUERY, facets)).toEqual([]);
  });
});
