import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchAnswer, SearchRequest } from '../../../src/features/program/search.worker';
import type { SessionSnapshot } from '../../../schemas/program';
import { listed } from './items';

const facets = { days: [], rooms: [], venues: [], types: [], tracks: [], tags: [], categories: [] };
const snapshot = {
  kind: 'session',
  version: 1,
  timezone: 'UTC',
  persons: {},
  facets,
  items: Array.from({ length: 450 }, (_, i) =>
    listed({
      _id: `s${i}`,
      title: i === 321 ? 'Cardiology after midnight' : `Session number ${i}`,
      author_array: i === 17 ? [{ Firstname: 'Ada', Lastname: 'Lovelace' }] : [],
    }),
  ),
} as unknown as SessionSnapshot;

/**
 * search.worker.ts run in this process: a Worker whose messages reach the worker module's scope, each in a task
 * of its own and copied as postMessage copies.
 */
async function withFakeWorker() {
  const received: SearchRequest[] = [];
  let page: ((e: { data: SearchAnswer }) => void) | null = null;
  const scope = {
    onmessage: null as ((e: { data: SearchRequest }) => void) | null,
    postMessage: (answer: SearchAnswer) => setTimeout(() => page?.({ data: structuredClone(answer) }), 0),
  };
  const terminated: FakeWorker[] = [];
  class FakeWorker {
    set onmessage(handler: (e: { data: SearchAnswer }) => void) {
      page = handler;
    }
    onerror: (() => void) | null = null;
    postMessage(request: SearchRequest) {
      const copy = structuredClone(request);
      received.push(copy);
      setTimeout(() => scope.onmessage?.({ data: copy }), 0);
    }
    terminate() {
      terminated.push(this);
    }
  }
  vi.stubGlobal('self', scope);
  vi.stubGlobal('Worker', FakeWorker);
  vi.resetModules();
  await import('../../../src/features/program/search.worker');
  const { deriveProgram, programDerivedOf } = await import('../../../src/features/program/programStore');
  return { deriveProgram, programDerivedOf, received, terminated };
}

afterEach(() => vi.unstubAllGlobals());

describe('the program search in a worker', () => {
  it('gets the program a slice at a time and answers a search asked before the last slice went', async () => {
    const { deriveProgram, received } = await withFakeWorker();
    const { searcher } = deriveProgram(snapshot);
    // The worker starts after the task that asked for the searcher.
    expect(received).toHaveLength(0);
    // Asked at once: the documents are still being sent.
    const found = await searcher.search('cardiolgy');
    expect(found?.ids[0]).toBe('s321');
    expect((await searcher.search('Lovelace'))?.ids[0]).toBe('s17');
    const docs = received.filter((m) => m.type === 'docs');
    expect(docs.map((m) => (m.type === 'docs' ? m.docs.length : 0))).toEqual([200, 200, 50]);
    const kinds = received.map((m) => m.type);
    // Every slice went before the index was built, and the searches after it.
    expect(kinds.indexOf('index')).toBe(3);
    expect(kinds.slice(4)).toEqual(['search', 'search']);
  });

  it('finds what the search on the page finds', async () => {
    const { deriveProgram } = await withFakeWorker();
    const inWorker = deriveProgram(snapshot).searcher;
    // The worker starts after the page's current task: it has before the page's own search is made.
    await inWorker.search('session');
    vi.stubGlobal('Worker', undefined);
    const onPage = deriveProgram(snapshot).searcher;
    for (const q of ['session number 4', 'lovelace', 'nothing like this'])
      expect(await inWorker.search(q)).toEqual(await onPage.search(q));
  });

  it('keeps one warm index per snapshot and ends the worker of the snapshot it replaces', async () => {
    const { programDerivedOf, terminated } = await withFakeWorker();
    const first = programDerivedOf(snapshot);
    expect(programDerivedOf(snapshot)).toBe(first);
    expect((await first.searcher.search('cardiolgy'))?.ids[0]).toBe('s321');
    expect(terminated).toHaveLength(0);
    const newer = { ...snapshot, version: 2 } as SessionSnapshot;
    const second = programDerivedOf(newer);
    expect(second).not.toBe(first);
    expect(terminated).toHaveLength(1);
  });

  it('searches on the page when the worker cannot start', async () => {
    const { deriveProgram } = await withFakeWorker();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('refused by the content security policy');
        }
      },
    );
    const { searcher } = deriveProgram(snapshot);
    expect((await searcher.search('Lovelace'))?.ids[0]).toBe('s17');
  });
});
