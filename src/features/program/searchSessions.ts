import Fuse from 'fuse.js';
import { SEARCH } from '../../../schemas/constants';
import type { ListedItem } from '../../../schemas/program';
import { buildWordIndex, type WordIndex } from './wordIndex';

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
  readonly fuse: Fuse<SearchDoc>;
  readonly words: WordIndex;
}

/** The ids found, best first: the `strong` first ones match every word, the rest are loosely related. */
export interface SearchResult {
  readonly ids: readonly string[];
  readonly strong: number;
}

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

export function indexOfDocs(docs: readonly SearchDoc[]): SessionIndex {
  const fuse = new Fuse([...docs], {
    keys: [
      { name: 'title', weight: 3 },
      { name: 'authors', weight: 2 },
      { name: 'labels', weight: 2 },
      { name: 'description', weight: 1, getFn: (d) => d.description.slice(0, SEARCHABLE_CHARS) },
    ],
    threshold: SEARCH.SESSION_THRESHOLD,
    ignoreLocation: false,
    minMatchCharLength: 2,
  });
  const words = buildWordIndex(docs.map((d) => `${d.title} ${d.authors} ${d.labels} ${d.description}`));
  return { docs, fuse, words };
}

/** The matches best first, then the loosely related; null for an empty query (no search: keep everything). */
export function searchSessions(index: SessionIndex, query: string): SearchResult | null {
  const q = query.trim();
  if (q === '') return null;
  const ranked = index.fuse.search(q).map((r) => r.refIndex);
  const all = index.words.allWords(q);
  if (all === null) return { ids: ranked.map((n) => idAt(index, n)), strong: ranked.length };
  const strong = ranked.filter((n) => all.has(n));
  const ranks = new Set(ranked);
  const unranked = [...all].filter((n) => !ranks.has(n)).sort((a, b) => a - b);
  const loose = ranked.filter((n) => !all.has(n));
  const ids = [...strong, ...unranked, ...loose].map((n) => idAt(index, n));
  return { ids, strong: strong.length + unranked.length };
}

const idAt = (index: SessionIndex, n: number) => (index.docs[n] as SearchDoc).id;
