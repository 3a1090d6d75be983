import { Schema } from 'effect';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type JsonSlicesAnswer, type JsonSlicesRequest, fetchInSlices } from '../../../src/api/jsonSlices';

const Reply = Schema.Struct({
  version: Schema.Number,
  items: Schema.Array(Schema.Struct({ _id: Schema.String, at: Schema.NumberFromString })),
  persons: Schema.Record({ key: Schema.String, value: Schema.Struct({ name: Schema.String }) }),
});
const reply = {
  version: 3,
  items: Array.from({ length: 1000 }, (_, i) => ({ _id: `s${i}`, at: String(i) })),
  persons: Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`u${i}`, { name: `P ${i}` }])),
};
const decoded = {
  version: 3,
  items: reply.items.map(({ _id, at }) => ({ _id, at: Number(at) })),
  persons: reply.persons,
};
const refused = (status: number, message: string) => {
  const code = status === 401 ? 'unauthorized' : status === 503 ? 'busy' : 'forbidden';
  return new Response(JSON.stringify({ error: { code, message }, error_message: message }), { status });
};

type Server = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * A Worker that answers as jsonSlices.worker.ts does, through `server`, each message in a task of its own and
 * copied as postMessage copies; it fails (onerror) in place of its `failAt`-th message.
 */
function fakeWorker(server: Server, failAt = Number.POSITIVE_INFINITY) {
  const delivered: JsonSlicesAnswer[] = [];
  const requests: JsonSlicesRequest[] = [];
  class FakeWorker {
    onmessage: ((e: { data: JsonSlicesAnswer }) => void) | null = null;
    onerror: (() => void) | null = null;
    postMessage(request: JsonSlicesRequest) {
      requests.push(request);
      let sent = 0;
      void fetchInSlices(
        request,
        (answer) => {
          sent += 1;
          const nth = sent;
          const copy = structuredClone(answer);
          setTimeout(() => {
            if (nth >= failAt) return nth === failAt ? this.onerror?.() : undefined;
            delivered.push(structuredClone(copy));
            this.onmessage?.({ data: copy });
          }, 0);
        },
        server as typeof fetch,
      );
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', FakeWorker);
  return { delivered, requests };
}

async function client(server: Server, onUnauthorized = () => {}) {
  vi.resetModules();
  const { createApi } = await import('../../../src/api/client');
  const onPage = vi.fn(server);
  const api = createApi({
    getToken: () => 'tok',
    fetch: onPage as unknown as typeof fetch,
    sleep: async () => {},
    onUnauthorized,
  });
  return { api, onPage };
}

const serves =
  (...replies: (() => Response)[]): Server =>
  async () =>
    (replies.length > 1 ? replies.shift() : replies[0])?.() as Response;
const ok = () => new Response(JSON.stringify(reply), { status: 200 });

beforeEach(() => vi.stubGlobal('location', { href: 'http://app.test/main/sessions' }));
afterEach(() => vi.unstubAllGlobals());

describe('a large reply fetched in a worker', () => {
  it('is fetched on the page where there is no worker, decoded the same', async () => {
    const { api, onPage } = await client(serves(ok));
    await expect(api.apiFetchInSlices(Reply, '/snap.json', ['items', 'persons'])).resolves.toEqual(decoded);
    expect(onPage).toHaveBeenCalledTimes(1);
  });

  it("is put back together from the worker's slices, with the call's token and an absolute address", async () => {
    const { delivered, requests } = fakeWorker(serves(ok));
    const { api, onPage } = await client(serves(ok));
    await expect(api.apiFetchInSlices(Reply, '/snap.json', ['items', 'persons'])).resolves.toEqual(decoded);
    expect(onPage).not.toHaveBeenCalled();
    expect(requests[0]?.url).toBe('http://app.test/api/snap.json');
    expect(requests[0]?.headers.authorization).toBe('Bearer tok');
    const slices = delivered.filter((a) => a.kind === 'slice');
    // 1000 items and 600 people at 250 a slice.
    expect(slices.length).toBe(4 + 3);
    const head = delivered.find((a) => a.kind === 'head');
    expect(head?.kind === 'head' && Object.keys(head.head)).toEqual(['version']);
  });

  it("gives the server's refusal as the client's error, and a 401 signs the page out", async () => {
    fakeWorker(serves(() => refused(403, 'This session is not in your pass')));
    const onUnauthorized = vi.fn();
    const first = await client(serves(ok), onUnauthorized);
    await expect(first.api.apiFetchInSlices(Reply, '/snap.json', ['items'])).rejects.toMatchObject({
      status: 403,
      message: 'This session is not in your pass',
    });
    fakeWorker(serves(() => refused(401, 'Signed out')));
    const second = await client(serves(ok), onUnauthorized);
    await expect(second.api.apiFetchInSlices(Reply, '/snap.json', ['items'])).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends the call again while the server is busy, and says when it cannot be reached', async () => {
    fakeWorker(serves(() => refused(503, 'Lots of people'), ok));
    const busy = await client(serves(ok));
    await expect(busy.api.apiFetchInSlices(Reply, '/snap.json', ['items', 'persons'])).resolves.toEqual(
      decoded,
    );
    fakeWorker(async () => {
      throw new TypeError('Failed to fetch');
    });
    const down = await client(serves(ok));
    await expect(down.api.apiFetchInSlices(Reply, '/snap.json', ['items'])).rejects.toMatchObject({
      code: 'network',
    });
  });

  it('says which element of a list is not as expected', async () => {
    const bad = { ...reply, items: [...reply.items.slice(0, 600), { _id: 'x', at: 'soon' }] };
    fakeWorker(serves(() => new Response(JSON.stringify(bad), { status: 200 })));
    const { api } = await client(serves(ok));
    await expect(api.apiFetchInSlices(Reply, '/snap.json', ['items'])).rejects.toMatchObject({
      code: 'bad_reply',
      message: expect.stringMatching(/^Unexpected reply from \/snap\.json: \["items"\]\[600\]: /),
    });
  });

  it('fetches on the page what a failing worker had not finished, and on the page from then on', async () => {
    const { delivered } = fakeWorker(serves(ok), 3);
    const { api, onPage } = await client(serves(ok));
    await expect(api.apiFetchInSlices(Reply, '/snap.json', ['items', 'persons'])).resolves.toEqual(decoded);
    expect(delivered.length).toBe(2);
    await expect(api.apiFetchInSlices(Reply, '/snap.json', ['items', 'persons'])).resolves.toEqual(decoded);
    expect(onPage).toHaveBeenCalledTimes(2);
    expect(delivered.length).toBe(2);
  });
});
