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
