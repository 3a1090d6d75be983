import { describe, expect, it } from 'vitest';
import { buildSessionIndex, plainText, searchSessions } from '../../../src/features/program/searchSessions';
import { listed } from './items';

describe('program search', () => {
  const heart = listed({ title: 'Heart failure in the elderly', description: '<p>Diuretics &amp; more</p>' });
  const ai = listed({
    title: 'Machine learning for triage',
    author_array: [{ uuid: 'a', Firstname: 'Grace', Lastname: 'Hopper' }],
  });
  const sleep = listed({ title: 'Sleep medicine update', description: '<b>Insomnia</b> and apnoea' });
  const index = buildSessionIndex([heart, ai, sleep]);

  it('finds by title, by author name and by description, best first', () => {
    expect(searchSessions(index, 'Heart failure')?.[0]).toBe(heart._id);
    expect(searchSessions(index, 'Hopper')?.[0]).toBe(ai._id);
    expect(searchSessions(index, 'Insomnia')?.[0]).toBe(sleep._id);
  });

  it('is fuzzy: a typo still finds the session', () => {
    expect(searchSessions(index, 'Hart failur')?.[0]).toBe(heart._id);
  });

  it('returns nothing for a word that matches nothing, and null for an empty query', () => {
    expect(searchSessions(index, 'xyzzy')).toEqual([]);
    expect(searchSessions(index, '   ')).toBeNull();
  });

  it('searches the text of HTML descriptions', () => {
    expect(plainText('<p>Diuretics &amp; <i>more</i></p>')).toBe('Diuretics & more');
  });
});
