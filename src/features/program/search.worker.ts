/// <reference lib="webworker" />
import {
  indexOfDocs,
  type SearchDoc,
  type SearchResult,
  type SessionIndex,
  searchSessions,
} from './searchSessions';

/**
 * The search index lives here, off the page's thread: 'index' replaces it, 'search' answers with the ids found
 * (with every loosely related one when `related`).
 */
export type SearchRequest =
  | { readonly type: 'index'; readonly docs: readonly SearchDoc[] }
  | { readonly type: 'search'; readonly id: number; readonly q: string; readonly related: boolean };
export interface SearchAnswer {
  readonly id: number;
  readonly result: SearchResult | null;
}

const scope = self as unknown as DedicatedWorkerGlobalScope;
let index: SessionIndex | null = null;
scope.onmessage = (e: MessageEvent<SearchRequest>) => {
  const m = e.data;
  if (m.type === 'index') index = indexOfDocs(m.docs);
  else {
    const result = index ? searchSessions(index, m.q, m.related) : { ids: [], strong: 0 };
    scope.postMessage({ id: m.id, result } satisfies SearchAnswer);
  }
};
