import { SEARCH } from '../../../schemas/constants';
import { NOWHERE, PLACED_FIELDS, type WordPlaces } from './wordIndex';

/**
 * An estimate of the score fuse gives a document for a query, to pick from many matches the few hundred that
 * fuse should rank. Fuse scores a field by its best match of the whole query, typos / the query's length + start
 * / 100 (location 0, distance 100), listed up to the threshold; a document by the product of its fields' scores,
 * each raised to the key's share of the weights times the field's length norm (the field's `exponent`). Here a
 * field's best match is guessed as the earlier of the query's first exact occurrence in the field and the longest
 * run of the query's words found there one after the other.
 */
export interface EstimateInput {
  readonly query: string;
  readonly places: WordPlaces;
  /** Document n's fields as fuse reads them, in lower case. */
  readonly texts: readonly (readonly string[])[];
  /** At `n * PLACED_FIELDS + field`: the power fuse raises the field's score to (0 for an empty field). */
  readonly exponents: Float64Array;
}

/** Fuse's smallest score of a match. */
const MIN_SCORE = 0.001;
/** The most letters between two words of the query for their match to count as one. */
const MAX_GAP = 12;
/** Fuse's location and distance: a match starting p characters in scores at least p / DISTANCE. */
const DISTANCE = 100;

/** The guessed score of field `field` of document `n`: 1 when fuse would not match the query there. */
function fieldScore({ query, places, texts }: EstimateInput, n: number, field: number): number {
  const pattern = query.toLowerCase();
  const m = pattern.length;
  const i = n * PLACED_FIELDS + field;
  const exact = texts[n]?.[field]?.indexOf(pattern) ?? -1;
  let best = exact >= 0 ? exact / DISTANCE : 1;
  const { words, place, letters, length } = places;
  for (let a = 0; a < words.length; a++) {
    const start = place[a]?.[i] as number;
    if (start === NOWHERE) continue;
    let held = letters[a]?.[i] as number;
    let skipped = 0;
    let end = start + (length[a]?.[i] as number);
    for (let b = a + 1; b < words.length; b++) {
      const p = place[b]?.[i] as number;
      const gap = p - end - 1;
      if (p === NOWHERE || gap < 0 || gap > MAX_GAP) break;
      held += 1 + (letters[b]?.[i] as number);
      skipped += gap;
      end = p + (length[b]?.[i] as number);
    }
    best = Math.min(best, (Math.max(0, m - held) + skipped) / m + start / DISTANCE);
  }
  return best;
}

/** The logarithm of the guessed score of document n (lower is better). */
function estimate(input: EstimateInput, n: number): number {
  let log = 0;
  for (let field = 0; field < PLACED_FIELDS; field++) {
    const score = fieldScore(input, n, field);
    const exponent = input.exponents[n * PLACED_FIELDS + field] as number;
    if (score <= SEARCH.SESSION_THRESHOLD && exponent > 0)
      log += exponent * Math.log(Math.max(MIN_SCORE, score));
  }
  return log;
}

/** `docs` by their guessed score, best first, then by position. */
export function byEstimate(input: EstimateInput, docs: Iterable<number>): number[] {
  return [...docs]
    .map((n) => ({ n, score: estimate(input, n) }))
    .sort((a, b) => a.score - b.score || a.n - b.n)
    .map((d) => d.n);
}
