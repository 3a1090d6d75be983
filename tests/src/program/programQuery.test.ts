import { describe, expect, it } from 'vitest';
import {
  cleared,
  cutLabel,
  DEFAULT_QUERY,
  hasFilters,
  parseQuery,
  pickFacet,
  programHref,
  selectedIn,
  toSearch,
  withChange,
} from '../../../src/features/program/programQuery';

describe('program query in the address', () => {
  it("keeps 'related' (the search's loosely related results listed) with a search only, until the search changes", () => {
    const q = parseQuery('?query=Eli%20Silva&related=1');
    expect(q.related).toBe(true);
    expect(toSearch(q)).toBe('query=Eli%20Silva&related=1');
    expect(toSearch({ ...q, q: '' })).toBe('');
    expect(withChange(q, { date: '2026-11-23' }).related).toBe(true);
    expect(withChange(q, { q: 'Eli Silva' }).related).toBe(true);
    expect(withChange(q, { q: 'Robin' }).related).toBe(false);
    expect(parseQuery('?query=x&related=yes').related).toBe(false);
  });

  it('reads the defaults from an empty query: sessions, grid, 10 a page, first page', () => {
    expect(parseQuery('')).toEqual(DEFAULT_QUERY);
    expect(toSearch(DEFAULT_QUERY)).toBe('');
  });

  it("reads the specification's parameters: hierarchicalMenu[screen], refinementList[...] and the rest", () => {
    for (const f of [
      'office_hours',
      'live_sessions',
      'videos',
      'live_now',
      'posters',
      'on_demand',
    ] as const) {
      expect(parseQuery(`?hierarchicalMenu[screen]=${f}`).mode).toBe(f);
      expect(parseQuery(`?hierarchicalMenu%5Bscreen%5D=${f}`).mode).toBe(f);
    }
    const q = parseQuery(
      'refinementList[days]=2026-11-23&refinementList[room]=7&refinementList[venue]=2&refinementList[track]=3' +
        '&refinementList[tags]=AI&refinementList[category]=Clinical&customAbstractPage=best&query=sepsis&page=2',
    );
    expect(q).toMatchObject({
      date: '2026-11-23',
      room: '7',
      venue: '2',
      track: '3',
      tag: 'AI',
      category: 'Clinical',
      customPage: 'best',
      q: 'sepsis',
      page: 2,
    });
  });

  it('reads several session types in the order of their index, without duplicates', () => {
    expect(
      parseQuery(
        'refinementList[proposal_type][1]=5&refinementList[proposal_type][0]=12&refinementList[proposal_type][2]=5',
      ).types,
    ).toEqual(['12', '5']);
    expect(parseQuery('refinementList%5Bproposal_type%5D%5B0%5D=Keynote').types).toEqual(['Keynote']);
    expect(parseQuery('refinementList[proposal_type]=7').types).toEqual(['7']);
    expect(parseQuery('refinementList[proposal_type][0]=').types).toEqual([]);
  });

  it("writes addresses with the specification's names and readable brackets", () => {
    expect(toSearch({ ...DEFAULT_QUERY, mode: 'posters' })).toBe('hierarchicalMenu[screen]=posters');
    expect(toSearch({ ...DEFAULT_QUERY, types: ['7', 'Poster Session'], page: 2 })).toBe(
      'refinementList[proposal_type][0]=7&refinementList[proposal_type][1]=Poster%20Session&page=2',
    );
    expect(programHref({ customPage: 'ai' })).toBe('/main/sessions?customAbstractPage=ai');
    expect(programHref()).toBe('/main/sessions');
  });

  it('adds and removes session types one by one; other facets hold one value', () => {
    const one = pickFacet(DEFAULT_QUERY, 'types', '3');
    const two = pickFacet(one, 'types', '5');
    expect(two.types).toEqual(['3', '5']);
    expect(pickFacet(two, 'types', '3').types).toEqual(['5']);
    const room = pickFacet({ ...two, page: 3 }, 'room', '4');
    expect(room).toMatchObject({ room: '4', types: ['3', '5'], page: 1 });
    expect(pickFacet(pickFacet(room, 'room', '9'), 'room', '9').room).toBeNull();
    expect(selectedIn(two, 'types')).toEqual(['3', '5']);
    expect(selectedIn(room, 'room')).toEqual(['4']);
  });

  it('round-trips every state', () => {
    const q = {
      ...DEFAULT_QUERY,
      mode: 'videos' as const,
      q: 'heart failure & [stroke]',
      types: ['3', '12'],
      date: '2026-11-23',
      room: '7',
      venue: '2',
      track: '2',
      tag: 'AI',
      category: 'Clinical',
      customPage: 'late-breaking',
      view: 'list' as const,
      size: 50,
      page: 3,
    };
    expect(parseQuery(toSearch(q))).toEqual(q);
  });

  it('falls back on malformed values', () => {
    const q = parseQuery('hierarchicalMenu[screen]=nope&size=7&page=-2&view=table');
    expect(q.mode).toBe('sessions');
    expect(q.size).toBe(10);
    expect(q.page).toBe(1);
    expect(q.view).toBe('grid');
  });

  it('goes back to page 1 on a change and keeps the layout when clearing', () => {
    const q = { ...DEFAULT_QUERY, page: 4, view: 'list' as const, size: 25, tag: 'AI', customPage: 'ai' };
    expect(withChange(q, { room: '1' }).page).toBe(1);
    const c = cleared(q);
    expect(c).toEqual({ ...DEFAULT_QUERY, view: 'list', size: 25, customPage: 'ai' });
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
