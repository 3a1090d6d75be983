import Fuse from 'fuse.js';
import { SEARCH } from '../../../schemas/constants';
import type { ListedItem } from '../../../schemas/program';

/**
 * Fuzzy search of sessions over title, author names and description (000 §5, threshold 0.75). The index is
 * built once per snapshot; a query returns the _ids found, best first.
 */

export interface SearchDoc {
  readonly id: string;
  readonly title: string;
  readonly authors: string;
  readonly description: string;
}

export type SessionIndex = Fuse<SearchDoc>;

/**
 * Fuse scores a match at position p with at least p / distance (100): with the threshold at 0.75, nothing past
 * about 75 characters plus the pattern (at most 32) can match. Indexing more text only costs time.
 */
export const SEARCHABLE_CHARS = 200;

/** Text of HTML, for searching only (never rendered). */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** What the index holds of each item (small enough to hand to a worker). */
export function searchDocs(items: readonly ListedItem[]): SearchDoc[] {
  return items.map((i) => ({
    id: i._id,
    title: i.title,
    authors: (i.author_array ?? []).map((a) => `${a.Firstname} ${a.Lastname}`).join(', '),
    description: plainText(i.description).slice(0, SEARCHABLE_CHARS),
  }));
}

export function buildSessionIndex(items: readonly ListedItem[]): SessionIndex {
  return indexOfDocs(searchDocs(items));
}

export function indexOfDocs(docs: readonly SearchDoc[]): SessionIndex {
  return new Fuse([...docs], {
    keys: [
      { name: 'title', weight: 3 },
      { name: 'authors', weight: 2 },
      { name: 'description', weight: 1 },
    ],
    threshold: SEARCH.SESSION_THRESHOLD,
    ignoreLocation: false,
    minMatchCharLength: 2,
  });
}

/** The _ids that match, best first; null for an empty query (no search: keep everything). */
export function searchSessions(index: SessionIndex, query: string): string[] | null {
  const q = query.trim();
  if (q === '') return null;
  return index.search(q).map((r) => r.item.id);
}
