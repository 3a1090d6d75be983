import { describe, expect, it } from 'vitest';
import {
  buildSessionIndex,
  plainText,
  type SearchResult,
  searchSessions,
} from '../../../src/features/program/searchSessions';
import { editDistanceWithin, wordMatches, wordsOf } from '../../../src/features/program/wordIndex';
import { deriveProgram } from '../../../src/features/program/programStore';
import type { SessionSnapshot } from '../../../schemas/program';
import { listed } from './items';

const first = (r: SearchResult | null) => r?.ids[0];
const matches = (r: SearchResult | null) => r?.ids.slice(0, r.strong) ?? [];

describe('program search', () => {
  const heart = listed({ title: 'Heart failure in the elderly', description: '<p>Diuretics &amp; more</p>' });
  const ai = listed({
    title: 'Machine learning for triage',
    author_array: [{ uuid: 'a', Firstname: 'Grace', Lastname: 'Hopper' }],
    room_id: 7,
    tags: ['AI'],
  });
  const sleep = listed({ title: 'Sleep medicine update', description: '<b>Insomnia</b> and apnoea' });
  const names = { rooms: new Map([['7', 'Grand Ballroom']]), tracks: new Map(), types: new Map() };
  const index = buildSessionIndex([heart, ai, sleep], names);

  it('finds by title, by author name, by room, by tag and by description, best first', () => {
    expect(first(searchSessions(index, 'Heart failure'))).toBe(heart._id);
    expect(first(searchSessions(index, 'Hopper'))).toBe(ai._id);
    expect(matches(searchSessions(index, 'Grand Ballroom'))).toEqual([ai._id]);
    expect(matches(searchSessions(index, 'AI'))).toEqual([ai._id]);
    expect(first(searchSessions(index, 'Insomnia'))).toBe(sleep._id);
  });

  it('is fuzzy: a typo in a longer word still finds the session; a short word with one is loosely related', () => {
    expect(matches(searchSessions(index, 'Heart falure'))).toEqual([heart._id]);
    const short = searchSessions(index, 'Hart failur');
    expect(short?.strong).toBe(0);
    expect(first(short)).toBe(heart._id);
  });

  it('counts as matches only sessions holding every word; the rest of the fuzzy answer comes after them', () => {
    const r = searchSessions(index, 'Heart elderly');
    expect(matches(r)).toEqual([heart._id]);
    expect(searchSessions(index, 'Heart sleep')?.strong).toBe(0);
  });

  it('returns nothing for a word that matches nothing, and null for an empty query', () => {
    expect(searchSessions(index, 'xyzzy')).toEqual({ ids: [], strong: 0 });
    expect(searchSessions(index, '   ')).toBeNull();
  });

  it("the program's searcher lists every loosely related result only when asked, and offers them otherwise", async () => {
    const rhythms = Array.from({ length: 100 }, (_, n) => listed({ title: `Heart rhythm ${n}` }));
    const items = [heart, ai, sleep, ...rhythms];
    const none = { days: [], rooms: [], venues: [], types: [], tracks: [], tags: [], categories: [] };
    const { searcher } = deriveProgram({ items, facets: none } as unknown as SessionSnapshot);
    const quick = (await searcher.search('heart failure')) as SearchResult;
    const full = (await searcher.search('heart failure', true)) as SearchResult;
    expect(matches(quick)).toEqual([heart._id]);
    expect(matches(full)).toEqual([heart._id]);
    expect(quick.ids.length).toBeGreaterThan(1);
    expect(full.ids.length).toBeGreaterThan(rhythms.length);
    expect(quick.ids.length).toBeLessThan(full.ids.length);
  });

  it('searches the text of HTML descriptions', () => {
    expect(plainText('<p>Diuretics &amp; <i>more</i></p>')).toBe('Diuretics & more');
  });
});

describe('words of the query against words of a session', () => {
  it('splits at punctuation, lower-cases and drops accents', () => {
    expect(wordsOf('Café-au-lait, São Paulo!')).toEqual(['cafe', 'au', 'lait', 'sao', 'paulo']);
  });

  it('takes the start of a word from 3 letters, the whole word below', () => {
    expect(wordMatches('ball', 'ballroom')).toBe(true);
    expect(wordMatches('ai', 'aid')).toBe(false);
    expect(wordMatches('ai', 'ai')).toBe(true);
  });

  it('forgives no typo below 5 letters, one up to 8, two from 9; a swap of neighbours is one', () => {
    expect(wordMatches('care', 'core')).toBe(false);
    expect(wordMatches('silvia', 'silva')).toBe(true);
    expect(wordMatches('silvia', 'sylvie')).toBe(false);
    expect(wordMatches('hopsital', 'hospital')).toBe(true);
    expect(wordMatches('ballrom', 'ballroom')).toBe(true);
    expect(wordMatches('balrom', 'ballroom')).toBe(false);
    expect(wordMatches('cardiolgy', 'cardiology')).toBe(true);
    expect(wordMatches('cadriolgy', 'cardiology')).toBe(true);
  });

  it('measures edit distance, stopping once past the bound', () => {
    expect(editDistanceWithin('kitten', 'sitting', 3)).toBe(3);
    expect(editDistanceWithin('kitten', 'sitting', 1)).toBe(2);
    expect(editDistanceWithin('a', 'abcdef', 2)).toBe(3);
    expect(editDistanceWithin('hopsital', 'hospital', 2)).toBe(1);
  });
});
