/// <reference lib="webworker" />
import {
  indexOfDocs,
  type SearchDoc,
  type SearchResult,
  type SessionIndex,
  searchSessions,
} from './searchSessions';

/**
 * The search index lives here, off the page's thread: 'docs' gathers the program's documents (sent a slice at a
 * time, so that copying them never holds the page), 'index' builds the index of those gathered and starts
 * gathering anew, 'search' answers with the ids found (with every loosely related one when `related`).
 */
export type SearchRequest =
  | { readonly type: 'docs'; readonly docs: readonly SearchDoc[] }
  | { readonly type: 'index' }
  | { readonly type: 'search'; readonly id: number; readonly q: string; readonly related: boolean };
export interface SearchAnswer {
  readonly id: number;
  readonly result: SearchResult | null;
}

const scope = self as unknown as DedicatedWorkerGlobalScope;
let index: SessionIndex | null = null;
let gathered: SearchDoc[] = [];
scope.onmessage = (e: MessageEvent<SearchRequest>) => {
  const m = e.data;
  if (m.type === 'docs') gathered.push(...m.docs);
  else if (m.type === 'index') {
    index = indexOfDocs(gathered);
    gathered = [];
  } else {
    const result = index ? searchSessions(index, m.q, m.related) : { ids: [], strong: 0 };
    scope.postMessage({ id: m.id, result } satisfies SearchAnswer);
  }
};
