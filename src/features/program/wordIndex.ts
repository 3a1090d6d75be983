/**
 * Which documents hold which words, for deciding what a person would call a match: every word of the query
 * found in the document, as a word, as the start of a word, or with a typo or two.
 */

/** The words of a text: lower case, accents dropped, split at anything that is not a letter or a digit. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** Typos a query word may carry and still find its word: none below 5 letters, one up to 8, then two. */
const typosAllowed = (word: string) => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

/**
 * The edit distance of a and b where swapping two neighbouring letters is one edit (optimal string alignment),
 * or max + 1 once it is sure to exceed max.
 */
export function editDistanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (before[j - 2] as number) + 1);
      }
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length] as number;
}

/** Whether a word of a document answers a word of the query. Two letters must be the whole word ("AI"). */
export function wordMatches(query: string, word: string): boolean {
  if (query.length >= 3 && word.startsWith(query)) return true;
  const max = typosAllowed(query);
  return max === 0 ? word === query : editDistanceWithin(query, word, max) <= max;
}

export interface WordIndex {
  /** The documents (by position) holding every word of the query; null when the query has no words. */
  allWords(query: string): Set<number> | null;
}

export function buildWordIndex(texts: readonly string[]): WordIndex {
  const docsOf = new Map<string, number[]>();
  texts.forEach((text, n) => {
    for (const w of new Set(wordsOf(text))) {
      const list = docsOf.get(w);
      if (list) list.push(n);
      else docsOf.set(w, [n]);
    }
  });
  const vocabulary = [...docsOf.keys()];
  const docsMatching = (q: string) => {
    const found = new Set<number>();
    for (const w of vocabulary) {
      if (!wordMatches(q, w)) continue;
      for (const n of docsOf.get(w) ?? []) found.add(n);
    }
    return found;
  };
  return {
    allWords(query) {
      const words = [...new Set(wordsOf(query))];
      if (words.length === 0) return null;
      let found = docsMatching(words[0] as string);
      for (const q of words.slice(1)) {
        if (found.size === 0) break;
        const docs = docsMatching(q);
        found = new Set([...found].filter((n) => docs.has(n)));
      }
      return found;
    },
  };
}
