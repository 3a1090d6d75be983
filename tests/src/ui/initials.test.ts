import { describe, expect, it } from 'vitest';
import { initialsOf, menuGlyph } from '../../../src/ui/initials';

describe('initials in any script', () => {
  it.each([
    ['Lobby', 'LO'],
    ['My Itinerary', 'MI'],
    ['Q&A', 'QA'],
    ['E-Posters', 'EP'],
    ['  social feed ', 'SF'],
    ['الردهة', 'ر'],
    ['جدول أعمالي', 'جأ'],
    ['大厅', '大'],
    ['我的 行程', '我行'],
    ['Élan', 'ÉL'],
  ])('the menu glyph of %j is %j', (label, glyph) => {
    expect(menuGlyph(label)).toBe(glyph);
  });

  it('never splits a letter from its accent', () => {
    expect([...menuGlyph('e\u0301cole')]).toEqual(['E', '\u0301', 'C']);
  });

  it('keeps the article only when the word is the article alone', () => {
    expect(menuGlyph('ال')).toBe('ا');
  });

  it.each([
    ['ada lovelace', 'AL'],
    ['Ada Augusta King Lovelace', 'AL'],
    ['محمد العلي', 'مع'],
    ['王 小明', '王小'],
    [' ', '?'],
  ])('the initials of %j are %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

/** The initials as Intl.Segmenter alone finds words and letters. */
function bySegmenter(name: string): string {
  const words = [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(name)]
    .filter((s) => s.isWordLike)
    .map((s) => s.segment.replace(/^\u0627\u0644(?=\p{L}{2})/u, ''));
  const first = (w: string | undefined) =>
    w ? ([...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(w)][0]?.segment ?? '') : '';
  return (first(words[0]) + (words.length > 1 ? first(words.at(-1)) : '')).toLocaleUpperCase() || '?';
}

describe('initials of text in spaced scripts', () => {
  it.each([
    "Seán O'Brien",
    'Anne-Marie Dupont',
    'J. R. R. Tolkien',
    'Zoë Saldaña',
    'e\u0301lise cle\u0301ment',
    'Dr. Ada (Lovelace), Jr.',
    'Δημήτρης Παπαδόπουλος',
    'Анна Каренина',
    'יוסף כהן',
    'مُحَمَّد عَلِي',
    'Room 101 – Hall B',
    'R2-D2 and C-3PO',
    '  ',
  ])('%j gives what Intl.Segmenter gives', (name) => {
    expect(initialsOf(name)).toBe(bySegmenter(name));
  });
});
