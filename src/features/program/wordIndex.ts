/**
 * Which documents hold which words, for deciding what a person would call a match: every word of the query
 * found in the document, as a word, as the start of a word, or with a typo or two. It also keeps where each word
 * first sits in each field fuse reads, to tell which of many matches fuse would rank best (see fuseEstimate).
 */

/** The words of a text: lower case, accents dropped, split at anything that is not a letter or a digit. */
export function wordsOf(text: string): string[] {
  return plain(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
const WORD = /[\p{L}\p{N}]+/gu;

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

/**
 * How many typos separate a word of the query from a word of a document when it answers it (0 for the word
 * itself or, from 3 letters, the start of it), or null when it does not. Two letters must be the whole word ("AI").
 */
export function typosBetween(query: string, word: string): number | null {
  if (word === query || (query.length >= 3 && word.startsWith(query))) return 0;
  const max = typosAllowed(query);
  if (max === 0) return null;
  const d = editDistanceWithin(query, word, max);
  return d <= max ? d : null;
}

/** Whether a word of a document answers a word of the query. */
export const wordMatches = (query: string, word: string) => typosBetween(query, word) !== null;

/**
 * Fuse (location 0, distance 100, threshold 0.75) scores a match starting p characters into a field at least
 * p / 100, so none starts past 75; a pattern has at most 32 characters. Where a word sits is kept up to here.
 */
export const PLACED_CHARS = 107;
/** The fields whose words' places are kept: the first four texts of each document, as fuse reads them. */
export const PLACED_FIELDS = 4;
export const NOWHERE = 255;

export interface WordIndex {
  /** The documents (by position) holding every word of the query; null when the query has no words. */
  allWords(query: string): Set<number> | null;
  /** Where the query's words first sit in each document's placed fields. */
  placesOf(query: string): WordPlaces;
}

/**
 * For each word of the query (in its order, once each) and each document's placed field, at `n * PLACED_FIELDS +
 * field`: where a word answering it first sits (NOWHERE when none does within PLACED_CHARS), how many of the
 * query word's letters it holds (its length less the typos) and the length of the document's word.
 */
export interface WordPlaces {
  readonly words: readonly string[];
  readonly place: readonly Uint8Array[];
  readonly letters: readonly Uint8Array[];
  readonly length: readonly Uint8Array[];
}

interface Postings {
  readonly docs: number[];
  /** Per document, the first place of the word in each placed field (8 bits each, NOWHERE when not placed). */
  readonly at: number[];
}

/** `fields[n]` holds document n's texts: the placed fields first, then any more whose words count as well. */
export function buildWordIndex(fields: readonly (readonly string[])[]): WordIndex {
  const postings = new Map<string, Postings>();
  fields.forEach((texts, n) => {
    const placed = new Map<string, number>();
    texts.forEach((text, field) => {
      for (const m of plain(text).matchAll(WORD)) {
        const word = m[0];
        let at = placed.get(word) ?? -1;
        const shift = 8 * field;
        if (field < PLACED_FIELDS && m.index <= PLACED_CHARS && ((at >>> shift) & 255) === NOWHERE) {
          at = (at & ~(255 << shift)) | (m.index << shift);
        }
        placed.set(word, at);
      }
    });
    for (const [word, at] of placed) {
      const list = postings.get(word);
      if (list) {
        list.docs.push(n);
        list.at.push(at);
      } else postings.set(word, { docs: [n], at: [at] });
    }
  });
  const vocabulary = [...postings.keys()];
  /** The words of the index answering a word of the query, with their typos. */
  const answering = (q: string) =>
    vocabulary.flatMap((word) => {
      const typos = typosBetween(q, word);
      return typos === null ? [] : [{ word, typos }];
    });
  const docsMatching = (q: string) => {
    const found = new Set<number>();
    for (const { word } of answering(q)) for (const n of postings.get(word)?.docs ?? []) found.add(n);
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
    placesOf(query) {
      const words = [...new Set(wordsOf(query))];
      const size = fields.length * PLACED_FIELDS;
      const place = words.map(() => new Uint8Array(size).fill(NOWHERE));
      const letters = words.map(() => new Uint8Array(size));
      const length = words.map(() => new Uint8Array(size));
      words.forEach((q, w) => {
        const placeOf = place[w] as Uint8Array;
        const lettersOf = letters[w] as Uint8Array;
        for (const { word, typos } of answering(q)) {
          const list = postings.get(word) as Postings;
          const held = Math.min(255, q.length - typos);
          for (let j = 0; j < list.docs.length; j++) {
            const n = list.docs[j] as number;
            const at = list.at[j] as number;
            for (let field = 0; field < PLACED_FIELDS; field++) {
              const p = (at >>> (8 * field)) & 255;
              const i = n * PLACED_FIELDS + field;
              const earlier = p < (placeOf[i] as number);
              if (p === NOWHERE || !(earlier || (p === placeOf[i] && held > (lettersOf[i] as number))))
                continue;
              placeOf[i] = p;
              lettersOf[i] = held;
              (length[w] as Uint8Array)[i] = Math.min(255, word.length);
            }
          }
        }
      });
      return { words, place, letters, length };
    },
  };
}
