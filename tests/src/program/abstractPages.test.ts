import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { AbstractListPage } from '../../../schemas/eventConfig';
import { findAbstractPage, inAbstractPage } from '../../../src/features/program/abstractPages';
import { filterSessions } from '../../../src/features/program/filterSessions';
import { DEFAULT_QUERY } from '../../../src/features/program/programQuery';
import { listed, NOW, TZ } from './items';

const decode = Schema.decodeUnknownEither(AbstractListPage);
const viewer = { uuid: 'u1', isAdmin: false, sessionAccess: new Set<number>() };
const opts = { now: NOW, timeZone: TZ, hideNoAccess: false };

const oral = listed({
  internal_type: 'abstract',
  session_type_id: 3,
  proposal_type: 'Oral',
  program_track_id: 2,
});
const poster = listed({
  internal_type: 'abstract',
  session_type_id: 7,
  proposal_type: 'Poster',
  program_track_id: 2,
  custom_filter_value_array: ['Hybrid'],
});
const session = listed({ session_type_id: 3, proposal_type: 'Oral', program_track_id: 5 });
const items = [oral, poster, session];

describe('custom abstract pages', () => {
  it('accepts a page with an id, a title and at least one selector', () => {
    expect(decode({ id: 'ml-posters', title: 'ML posters', program_track_ids: [2] })._tag).toBe('Right');
    expect(decode({ id: 'all', title: 'Everything' })._tag).toBe('Left');
    expect(decode({ id: 'has space', title: 'x', session_type_ids: [1] })._tag).toBe('Left');
    expect(decode({ id: 'x', title: '', session_type_ids: [1] })._tag).toBe('Left');
    expect(decode({ id: 'x', title: 'X', session_type_ids: [1], internal_types: ['poster'] })._tag).toBe(
      'Left',
    );
  });

  it('selects items matching every selector it gives, any value within one', () => {
    const page = (p: Omit<AbstractListPage, 'id' | 'title'>) => ({ id: 'p', title: 'P', ...p });
    const pick = (p: Omit<AbstractListPage, 'id' | 'title'>) =>
      items.filter((i) => inAbstractPage(i, page(p)));
    expect(pick({ session_type_ids: [3] })).toEqual([oral, session]);
    expect(pick({ session_type_ids: ['3'], internal_types: ['abstract'] })).toEqual([oral]);
    expect(pick({ proposal_types: ['Poster', 'Oral'], program_track_ids: [2] })).toEqual([oral, poster]);
    expect(pick({ session_type_ids: [9], proposal_types: ['Poster'] })).toEqual([poster]);
    expect(pick({ custom_filter_values: ['Hybrid', 'Virtual'] })).toEqual([poster]);
    expect(pick({ program_track_ids: [99] })).toEqual([]);
  });

  it("restricts the list to the page's items in place of the mode, and other facets still narrow it", () => {
    const page = { id: 'track-2', title: 'Track 2', program_track_ids: [2] };
    const q = { ...DEFAULT_QUERY, customPage: 'track-2' };
    expect(filterSessions(items, q, viewer, { ...opts, abstractPage: page })).toEqual([oral, poster]);
    expect(filterSessions(items, { ...q, types: ['7'] }, viewer, { ...opts, abstractPage: page })).toEqual([
      poster,
    ]);
    expect(filterSessions(items, DEFAULT_QUERY, viewer, opts)).toEqual([session]);
  });

  it('finds a page of the configuration by id', () => {
    const settings = {
      source_hex: 'h',
      conferenceid: 1,
      abstract_list_pages: { pages: [{ id: 'a', title: 'A', session_type_ids: [1] }] },
    };
    expect(findAbstractPage(settings, 'a')?.title).toBe('A');
    expect(findAbstractPage(settings, 'b')).toBeNull();
    expect(findAbstractPage(settings, null)).toBeNull();
    expect(findAbstractPage({ source_hex: 'h', conferenceid: 1 }, 'a')).toBeNull();
  });
});
