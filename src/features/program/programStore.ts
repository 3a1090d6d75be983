import type { ListedItem, SessionSnapshot } from '../../../schemas/program';
import { yieldToMain } from '../../api/yieldToMain';
import type { SearchAnswer, SearchRequest } from './search.worker';
import {
  type FacetNames,
  indexOfDocs,
  type SearchResult,
  type SessionIndex,
  searchDocs,
  searchSessions,
} from './searchSessions';

/**
 * What the program list derives once per snapshot version: a searcher holding the fuse.js index. In the
 * browser the index lives in a Web Worker so that a search never blocks the page; where workers are missing
 * (tests) or fail to start, it is built on this thread on first use.
 */
export interface Searcher {
  /** The matches for `q`, then the loosely related ones (every one of them when `related`). */
  search(q: string, related?: boolean): Promise<SearchResult | null>;
  dispose(): void;
}

export interface ProgramDerived {
  readonly searcher: Searcher;
}

function localSearcher(docs: ReturnType<typeof searchDocs>): Searcher {
  let index: SessionIndex | null = null;
  return {
    search: async (q, related = false) => {
      index ??= indexOfDocs(docs);
      return searchSessions(index, q, related);
    },
    dispose: () => undefined,
  };
}

/** Documents made and sent to the search worker at a time: a slice takes a few milliseconds of the page. */
const DOCS_SLICE = 200;

function workerSearcher(items: readonly ListedItem[], names: FacetNames): Searcher {
  const waiting = new Map<
    number,
    { q: string; related: boolean; resolve: (result: SearchResult | null) => void }
  >();
  let worker: Worker | null = null;
  let fallback: Searcher | null = null;
  let disposed = false;
  let nextId = 1;
  const toPage = () => {
    const local = localSearcher(searchDocs(items, names));
    fallback = local;
    for (const [, { q, related, resolve }] of waiting) void local.search(q, related).then(resolve);
    waiting.clear();
    worker?.terminate();
  };
  // The worker starts after the render that asked for it, so that the list's first page is drawn first; the
  // documents go in slices, the page given back between them; a search waits until all are sent.
  const sent = (async () => {
    await yieldToMain();
    if (disposed) return;
    let started: Worker;
    try {
      started = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      toPage();
      return;
    }
    started.onmessage = (e: MessageEvent<SearchAnswer>) => {
      waiting.get(e.data.id)?.resolve(e.data.result);
      waiting.delete(e.data.id);
    };
    started.onerror = toPage;
    worker = started;
    for (let at = 0; at < items.length; at += DOCS_SLICE) {
      if (at > 0) await yieldToMain();
      if (disposed) return;
      const docs = searchDocs(items.slice(at, at + DOCS_SLICE), names);
      started.postMessage({ type: 'docs', docs } satisfies SearchRequest);
    }
    started.postMessage({ type: 'index' } satisfies SearchRequest);
  })();
  return {
    search: (q, related = false) => {
      if (fallback) return fallback.search(q, related);
      if (q.trim() === '') return Promise.resolve(null);
      const id = nextId++;
      return new Promise((resolve) => {
        waiting.set(id, { q, related, resolve });
        void sent.then(() => {
          if (fallback || disposed) return;
          worker?.postMessage({ type: 'search', id, q, related } satisfies SearchRequest);
        });
      });
    },
    dispose: () => {
      disposed = true;
      worker?.terminate();
    },
  };
}

/** The names of rooms, tracks and session types by id, from the snapshot's facets. */
const facetNames = ({ facets }: SessionSnapshot): FacetNames => {
  const byId = (values: readonly { id: string; label: string }[]) =>
    new Map(values.map((v) => [v.id, v.label]));
  return { rooms: byId(facets.rooms), tracks: byId(facets.tracks), types: byId(facets.types) };
};

let held: { readonly snapshot: SessionSnapshot; readonly derived: ProgramDerived } | null = null;

/**
 * The program list's derived value for `snapshot`, built once per snapshot and kept while it is the program's:
 * the search index stays warm between visits to the list, and the one of an older snapshot is released.
 */
export function programDerivedOf(snapshot: SessionSnapshot): ProgramDerived {
  if (held?.snapshot === snapshot) return held.derived;
  held?.derived.searcher.dispose();
  held = { snapshot, derived: deriveProgram(snapshot) };
  return held.derived;
}

export const deriveProgram = (snapshot: SessionSnapshot): ProgramDerived => {
  const names = facetNames(snapshot);
  return {
    searcher:
      typeof Worker === 'undefined'
        ? localSearcher(searchDocs(snapshot.items, names))
        : workerSearcher(snapshot.items, names),
  };
};
