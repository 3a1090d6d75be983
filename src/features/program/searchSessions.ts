import Fuse from 'fuse.js';
import { SEARCH } from '../../../schemas/constants';
import type { ListedItem } from '../../../schemas/program';
import { byEstimate } from './fuseEstimate';
import { buildLetterPairs, type LetterPairs } from './letterPairs';
import { buildWordIndex, PLACED_FIELDS, type WordIndex } from './wordIndex';

/**
 * Search of sessions over title, author names, labels (room, venue, track, type, tags) and description. fuse.js with
 * the specification's threshold (000 §5, 0.75) is the outer bound and gives the order; what counts and shows
 * as a match is narrower, what a person would call one: every word of the query in the session (as a word, the
 * start of one, or with a typo). The rest of fuse's answer is "loosely related", listed only when asked.
 * The index is built once per snapshot.
 */

export interface SearchDoc {
  readonly id: string;
  readonly title: string;
  readonly authors: string;
  /** The names of the item's room, venue, track and session type, and its tags. */
  readonly labels: string;
  readonly description: string;
}

export interface SessionIndex {
  readonly docs: readonly SearchDoc[];
  /** Fuse over every document; a search reads only its records of the documents that may match. */
  readonly fuse: Fuse<SearchDoc>;
  readonly words: WordIndex;
  readonly pairs: LetterPairs;
  /** Each document's fields as fuse reads them, in lower case, and the powers fuse raises their scores to. */
  readonly texts: readonly (readonly string[])[];
  readonly exponents: Float64Array;
}

/**
 * The ids found, best first: the `strong` first ones match every word, the rest are loosely related (all of
 * them when asked for, otherwise those of the first documents found to be, so that the list can offer them).
 */
export interface SearchResult {
  readonly ids: readonly string[];
  readonly strong: number;
}

/**
 * The most matches fuse ranks for a query. Fuse's work for a document grows with the query's length (a pass per
 * typo it allows, up to three quarters of the query's characters), so the number is a budget of query characters:
 * 500 matches for a 10-letter word. When more documents hold every word of the query, an estimate of fuse's score
 * picks the ones fuse would rank best (see fuseEstimate); the others follow in the estimate's order.
 */
const RANKING_BUDGET = 5000;
export const rankedMatches = (query: string) => Math.floor(RANKING_BUDGET / Math.max(1, query.trim().length));

/**
 * Fuse scores a match at position p with at least p / distance (100): with the threshold at 0.75, nothing past
 * about 75 characters plus the pattern (at most 32) can match, so fuse reads only the start of a description.
 * The words of the query are looked for further in.
 */
export const SEARCHABLE_CHARS = 200;
export const DESCRIPTION_WORDS_CHARS = 2000;

/** Text of HTML, for searching only (never rendered). */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The names of rooms, tracks and session types by id (the snapshot's facets). */
export interface FacetNames {
  readonly rooms: ReadonlyMap<string, string>;
  readonly tracks: ReadonlyMap<string, string>;
  readonly types: ReadonlyMap<string, string>;
}

const NO_NAMES: FacetNames = { rooms: new Map(), tracks: new Map(), types: new Map() };

/** What the index holds of each item (small enough to hand to a worker). */
export function searchDocs(items: readonly ListedItem[], names: FacetNames = NO_NAMES): SearchDoc[] {
  const name = (map: ReadonlyMap<string, string>, id: string | number | undefined) =>
    id === undefined ? undefined : map.get(String(id));
  return items.map((i) => ({
    id: i._id,
    title: i.title,
    authors: (i.author_array ?? []).map((a) => `${a.Firstname} ${a.Lastname}`).join(', '),
    labels: [
      name(names.rooms, i.room_id),
      i.venue_name,
      name(names.tracks, i.program_track_id) ?? i.program_track_name,
      name(names.types, i.session_type_id) ?? i.proposal_type,
      ...(i.tags ?? []),
    ]
      .filter(Boolean)
      .join(', '),
    description: plainText(i.description).slice(0, DESCRIPTION_WORDS_CHARS),
  }));
}

export function buildSessionIndex(items: readonly ListedItem[], names?: FacetNames): SessionIndex {
  return indexOfDocs(searchDocs(items, names));
}

const FUSE_OPTIONS = {
  keys: [
    { name: 'title', weight: 3 },
    { name: 'authors', weight: 2 },
    { name: 'labels', weight: 2 },
    { name: 'description', weight: 1, getFn: (d: SearchDoc) => d.description.slice(0, SEARCHABLE_CHARS) },
  ],
  threshold: SEARCH.SESSION_THRESHOLD,
  ignoreLocation: false,
  minMatchCharLength: 2,
};
const TOTAL_WEIGHT = FUSE_OPTIONS.keys.reduce((sum, k) => sum + k.weight, 0);

export function indexOfDocs(docs: readonly SearchDoc[]): SessionIndex {
  const fuse = new Fuse(docs, FUSE_OPTIONS);
  const records = fuse.getIndex().records;
  const fieldOf = (n: number, k: number) => {
    const value = records[n]?.$?.[k];
    return value && !Array.isArray(value)
      ? { text: value.v ?? '', norm: value.n ?? 0 }
      : { text: '', norm: 0 };
  };
  const keys = FUSE_OPTIONS.keys;
  const texts = docs.map((_, n) => keys.map((_, k) => fieldOf(n, k).text.toLowerCase()));
  const exponents = new Float64Array(docs.length * PLACED_FIELDS);
  docs.forEach((_, n) => {
    keys.forEach((key, k) => {
      exponents[n * PLACED_FIELDS + k] = (key.weight / TOTAL_WEIGHT) * fieldOf(n, k).norm;
    });
  });
  const words = buildWordIndex(docs.map((d) => [d.title, d.authors, d.labels, d.description]));
  return { docs, fuse, words, pairs: buildLetterPairs(texts), texts, exponents };
}

/** Fuse's ranking of the documents at `positions` (ascending) for `q`: their positions, best first. */
function rank(index: SessionIndex, q: string, positions: readonly number[]): number[] {
  if (positions.length === 0) return [];
  const all = index.fuse.getIndex();
  const records = positions.map((n) => all.records[n] as (typeof all.records)[number]);
  const fuse = new Fuse(index.docs, FUSE_OPTIONS, Fuse.parseIndex({ keys: all.keys, records }));
  return fuse.search(q).map((r) => r.refIndex);
}

/** The documents holding every word, best first: fuse's ranking, then the ones it does not match. */
function matchesInOrder(index: SessionIndex, q: string, docs: ReadonlySet<number>): number[] {
  const ascending = (a: number, b: number) => a - b;
  const most = rankedMatches(q);
  const chosen =
    docs.size <= most
      ? [...docs].sort(ascending)
      : byEstimate({ query: q, places: index.words.placesOf(q), ...index }, docs);
  const scored = chosen.slice(0, most).sort(ascending);
  const ranked = rank(index, q, scored);
  const found = new Set(ranked);
  return [...ranked, ...chosen.slice(most), ...scored.filter((n) => !found.has(n))];
}

/** How many documents are tried first for the first loosely related ones; each next batch is twice as large. */
const LOOSE_BATCH = 16;

/** The first documents found, in growing batches, that fuse matches (enough to say there are some). */
function firstFound(index: SessionIndex, q: string, positions: readonly number[]): number[] {
  for (let i = 0, size = LOOSE_BATCH; i < positions.length; i += size, size *= 2) {
    const found = rank(index, q, positions.slice(i, i + size));
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * The matches best first, then the loosely related (all of them when `related`); null for an empty query (no
 * search: keep everything). Fuse reads only the documents that may match: those holding every word of the query
 * (at most rankedMatches(query) of them), then, for the loosely related, those holding two neighbouring characters of
 * the query (see letterPairs).
 */
export function searchSessions(index: SessionIndex, query: string, related = false): SearchResult | null {
  const q = query.trim();
  if (q === '') return null;
  const mayMatch = index.pairs.mayMatch(q);
  const all = index.words.allWords(q);
  if (all === null) {
    const ranked = rank(index, q, mayMatch);
    return { ids: ranked.map((n) => idAt(index, n)), strong: ranked.length };
  }
  const strong = matchesInOrder(index, q, all);
  const others = mayMatch.filter((n) => !all.has(n));
  const loose = related ? rank(index, q, others) : firstFound(index, q, others);
  return { ids: [...strong, ...loose].map((n) => idAt(index, n)), strong: strong.length };
}

const idAt = (index: SessionIndex, n: number) => (index.docs[n] as SearchDoc).id;
