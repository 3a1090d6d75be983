import { describe, expect, it } from 'vitest';
import {
  cleared,
  cutLabel,
  DEFAULT_QUERY,
  hasFilters,
  parseQuery,
  toSearch,
  withChange,
} from '../../../src/features/program/programQuery';

describe('program query in the address', () => {
  it('reads the defaults from an empty query: sessions, grid, 10 a page, first page', () => {
    expect(parseQuery('')).toEqual(DEFAULT_QUERY);
    expect(toSearch(DEFAULT_QUERY)).toBe('');
  });

  it("reads the sidebar's links: filter and type", () => {
    for (const f of [
      'office_hours',
      'live_sessions',
      'videos',
      'live_now',
      'posters',
      'on_demand',
    ] as const) {
      expect(parseQuery(`?filter=${f}`).mode).toBe(f);
    }
    expect(parseQuery('type=12').type).toBe('12');
  });

  it('round-trips every state', () => {
    const q = {
      ...DEFAULT_QUERY,
      mode: 'videos' as const,
      q: 'heart failure',
      type: '3',
      date: '2026-11-23',
      room: '7',
      track: '2',
      tag: 'AI',
      category: 'Clinical',
      view: 'list' as const,
      size: 50,
      page: 3,
    };
    expect(parseQuery(toSearch(q))).toEqual(q);
  });

  it('falls back on malformed values', () => {
    const q = parseQuery('filter=nope&size=7&page=-2&view=table');
    expect(q.mode).toBe('sessions');
    expect(q.size).toBe(10);
    expect(q.page).toBe(1);
    expect(q.view).toBe('grid');
  });

  it('goes back to page 1 on a change and keeps the layout when clearing', () => {
    const q = { ...DEFAULT_QUERY, page: 4, view: 'list' as const, size: 25, tag: 'AI' };
    expect(withChange(q, { room: '1' }).page).toBe(1);
    const c = cleared(q);
    expect(c).toEqual({ ...DEFAULT_QUERY, view: 'list', size: 25 });
    expect(hasFilters(q)).toBe(true);
    expect(hasFilters(c)).toBe(false);
  });

  it('cuts labels at 22 characters', () => {
    expect(cutLabel('Short')).toBe('Short');
    expect(cutLabel('Exactly twenty-two ch.')).toBe('Exactly twenty-two ch.');
    const cut = cutLabel('Cardiology and vascular medicine');
    expect(cut.length).toBeLessThanOrEqual(22);
    expect(cut.endsWith('…')).toBe(true);
  });
});
