import { describe, expect, it } from 'vitest';
import { rng, syntheticItems } from '../../../bench/syntheticProgram';
import type { ListedItem } from '../../../schemas/program';
import { generateDemoEvent } from '../../../server/seed/index';
import {
  buildSessionIndex,
  rankedMatches,
  type SearchResult,
  type SessionIndex,
  searchSessions,
} from '../../../src/features/program/searchSessions';
import { buildLetterPairs } from '../../../src/features/program/letterPairs';
import { wordsOf } from '../../../src/features/program/wordIndex';

/**
 * The search lets fuse read only the documents that may match, and at most rankedMatches(query) of the matches.
 * Compared with plain fuse over every document followed by the relevance cut (every word of the query in the
 * document), over random queries drawn from two programs: it never drops a match or a loosely related result,
 * lists them in plain fuse's order (the matches too, when there are at most that many), and offers the loosely
 * related ones exactly when there are some. With more matches, fuse ranks those an estimate of its score puts
 * first: for queries whose first results fuse scores well, the same first results as plain fuse.
 */
function plainFuse(index: SessionIndex, query: string): SearchResult {
  const q = query.trim();
  const ranked = index.fuse.search(q).map((r) => r.refIndex);
  const all = index.words.allWords(q);
  const id = (n: number) => index.docs[n]?.id as string;
  if (all === null) return { ids: ranked.map(id), strong: ranked.length };
  const strong = ranked.filter((n) => all.has(n));
  const found = new Set(ranked);
  const unranked = [...all].filter((n) => !found.has(n)).sort((a, b) => a - b);
  const loose = ranked.filter((n) => !all.has(n));
  return { ids: [...strong, ...unranked, ...loose].map(id), strong: all.size };
}

const demo = generateDemoEvent(Date.UTC(2026, 10, 2), 'not a hash').items as unknown as ListedItem[];
const synthetic = syntheticItems(2000);

/** Queries a person might type, drawn from a program's texts: words, starts of words, typos, pairs, names. */
function queriesOf(items: readonly ListedItem[], seed: number, count: number): string[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)] as T;
  const textOf = (i: ListedItem) => `${i.title} ${i.description.replace(/<[^>]*>/g, ' ')}`;
  const typo = (w: string) => {
    const at = 1 + Math.floor(r() * (w.length - 2));
    const kind = r();
    if (kind < 0.33) return w.slice(0, at) + w.slice(at + 1);
    if (kind < 0.66) return w.slice(0, at) + (w[at + 1] ?? '') + (w[at] ?? '') + w.slice(at + 2);
    return w.slice(0, at) + pick([...'aeiourstnl']) + w.slice(at + 1);
  };
  const makers: (() => string)[] = [
    () => pick(wordsOf(textOf(pick(items)))),
    () => pick(wordsOf(textOf(pick(items)))).slice(0, 3 + Math.floor(r() * 3)),
    () => typo(pick(wordsOf(textOf(pick(items))).filter((w) => w.length >= 5)) ?? 'session'),
    () => {
      const words = wordsOf(pick(items).title);
      const at = Math.floor(r() * Math.max(1, words.length - 1));
      return words.slice(at, at + 2).join(' ');
    },
    () => `${pick(wordsOf(textOf(pick(items))))} ${pick(wordsOf(textOf(pick(items))))}`,
    () => {
      const author = pick(items.flatMap((i) => i.author_array ?? []));
      return r() < 0.5 ? author.Lastname : `${author.Firstname} ${author.Lastname}`;
    },
    () => pick(items).title.slice(0, 4 + Math.floor(r() * 20)),
    () =>
      Array.from({ length: 2 + Math.floor(r() * 5) }, () => pick([...'abcdefghijklmnopqrstuvwxyz'])).join(''),
  ];
  return Array.from({ length: count }, (_, n) => (makers[n % makers.length] as () => string)());
}

const matchesOf = (r: SearchResult) => r.ids.slice(0, r.strong);
const looseOf = (r: SearchResult) => r.ids.slice(r.strong);
/** Plain fuse reads every document for every query: slow on a busy machine. */
const SLOW = 120_000;

describe.each([
  ['the demo program', demo, 24],
  ['a synthetic program where common words are in most items', synthetic, 16],
])('search over %s against plain fuse', (_name, items, count) => {
  const index = buildSessionIndex(items);
  const answers = [...queriesOf(items, 7, count), 'xyzzy', 'a', '++', 'zz'].map((q) => ({
    q,
    want: plainFuse(index, q),
    all: searchSessions(index, q, true) as SearchResult,
    quick: searchSessions(index, q) as SearchResult,
  }));

  it(
    'lists every match and every loosely related result, in plain fuse order',
    () => {
      for (const { q, want, all } of answers) {
        expect(new Set(matchesOf(all)), q).toEqual(new Set(matchesOf(want)));
        expect(all.strong, q).toBe(want.strong);
        expect(looseOf(all), q).toEqual(looseOf(want));
        if (want.strong <= rankedMatches(q)) expect(matchesOf(all), q).toEqual(matchesOf(want));
      }
      // Some queries have more matches than fuse ranks: those are compared as sets above.
      expect(answers.some(({ q, want }) => want.strong > rankedMatches(q))).toBe(true);
    },
    SLOW,
  );

  it('without being asked, lists the same matches and offers the loosely related ones exactly when there are some', () => {
    for (const { q, all, quick } of answers) {
      expect(matchesOf(quick), q).toEqual(matchesOf(all));
      expect(quick.ids.length > quick.strong, q).toBe(all.ids.length > all.strong);
    }
  });
});

describe('with more matches than fuse ranks', () => {
  const index = buildSessionIndex(syntheticItems(5000));

  it.each(['cardiology', 'imaging', 'genomcs', 'cardio', 'sepsis triage'])(
    '"%s" finds plain fuse’s first ten first',
    (q) => {
      const want = plainFuse(index, q);
      expect(want.strong).toBeGreaterThan(rankedMatches(q));
      expect((searchSessions(index, q) as SearchResult).ids.slice(0, 10)).toEqual(want.ids.slice(0, 10));
    },
    SLOW,
  );
});

describe('letter pairs: which documents fuse could match', () => {
  const index = buildSessionIndex(demo);

  it('let through every document plain fuse matches, for any text', { timeout: SLOW }, () => {
    const r = rng(11);
    const letters = 'abcdefghijklmnopqrstuvwxyz  éü-1';
    for (let n = 0; n < 40; n++) {
      const q = Array.from(
        { length: 1 + Math.floor(r() * 8) },
        () => letters[Math.floor(r() * letters.length)],
      )
        .join('')
        .trim();
      if (q === '') continue;
      const may = new Set(index.pairs.mayMatch(q));
      for (const hit of index.fuse.search(q)) expect(may.has(hit.refIndex), q).toBe(true);
    }
  });

  it('need two neighbouring characters of the query, in either order, in one field', () => {
    const pairs = buildLetterPairs([['xa ya'], ['yx'], ['x', 'y'], ['ab']]);
    expect(pairs.mayMatch('xy')).toEqual([1]);
    expect(pairs.mayMatch('XYZ')).toEqual([1]);
    expect(pairs.mayMatch('ba')).toEqual([3]);
    expect(pairs.mayMatch('q')).toEqual([]);
  });
});
