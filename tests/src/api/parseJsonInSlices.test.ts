import { afterEach, describe, expect, it, vi } from 'vitest';
import { type JsonSlicesAnswer, type JsonSlicesRequest, sendInSlices } from '../../../src/api/jsonSlices';

const bodyOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;
const reply = {
  kind: 'session',
  version: 3,
  items: Array.from({ length: 1000 }, (_, i) => ({ _id: `s${i}`, title: `Session ${i}` })),
  persons: Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`u${i}`, { name: `P ${i}` }])),
  empty: [],
};

/** A Worker that answers as jsonSlices.worker.ts does, each message in a task of its own; `failAfter` messages, it fails. */
function fakeWorker(failAfter = Number.POSITIVE_INFINITY) {
  const delivered: JsonSlicesAnswer[] = [];
  class FakeWorker {
    onmessage: ((e: { data: JsonSlicesAnswer }) => void) | null = null;
    onerror: (() => void) | null = null;
    postMessage(request: JsonSlicesRequest) {
      let sent = 0;
      sendInSlices(request, (answer) => {
        sent += 1;
        const nth = sent;
        // Copied, as postMessage copies.
        const copy = structuredClone(answer);
        setTimeout(() => {
          if (nth > failAfter) return nth === failAfter + 1 ? this.onerror?.() : undefined;
          delivered.push(structuredClone(copy));
          this.onmessage?.({ data: copy });
        }, 0);
      });
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', FakeWorker);
  return delivered;
}

async function freshModule() {
  vi.resetModules();
  return import('../../../src/api/parseJsonInSlices');
}

afterEach(() => vi.unstubAllGlobals());

describe('parseJsonInSlices', () => {
  it('parses on this thread where there is no worker, an unreadable body as null', async () => {
    const { parseJsonInSlices } = await freshModule();
    expect(await parseJsonInSlices(bodyOf(reply), ['items', 'persons'])).toEqual(reply);
    expect(
      await parseJsonInSlices(new TextEncoder().encode('{"items": [').buffer as ArrayBuffer, ['items']),
    ).toBeNull();
    expect(await parseJsonInSlices(new ArrayBuffer(0), ['items'])).toBeNull();
  });

  it("puts the worker's slices back together into the reply", async () => {
    const delivered = fakeWorker();
    const { parseJsonInSlices } = await freshModule();
    expect(await parseJsonInSlices(bodyOf(reply), ['items', 'persons', 'empty'])).toEqual(reply);
    const slices = delivered.filter((a) => a.kind === 'slice');
    // 1000 items and 600 persons at 250 a slice, and the empty list.
    expect(slices.length).toBe(4 + 3 + 1);
    expect(slices.every((a) => a.kind === 'slice' && a.entries.length <= 250)).toBe(true);
    const head = delivered.find((a) => a.kind === 'head');
    expect(head?.kind === 'head' && Object.keys(head.head).sort()).toEqual(['kind', 'version']);
  });

  it('answers a reply that is not an object whole', async () => {
    fakeWorker();
    const { parseJsonInSlices } = await freshModule();
    expect(await parseJsonInSlices(bodyOf([1, 2, 3]), ['items'])).toEqual([1, 2, 3]);
    expect(await parseJsonInSlices(bodyOf({ items: 'none' }), ['items'])).toEqual({ items: 'none' });
  });

  it('parses here what a failing worker had not finished, and here from then on', async () => {
    const delivered = fakeWorker(2);
    const { parseJsonInSlices } = await freshModule();
    expect(await parseJsonInSlices(bodyOf(reply), ['items', 'persons'])).toEqual(reply);
    expect(delivered.length).toBe(2);
    expect(await parseJsonInSlices(bodyOf({ a: 1 }), ['items'])).toEqual({ a: 1 });
    expect(delivered.length).toBe(2);
  });
});
