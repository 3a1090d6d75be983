import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Either, Schema as S } from 'effect';
import { decodeInSlices } from '../../../src/api/decodeInSlices';
import {
  type Decode,
  type JsonSlicesAnswer,
  type JsonSlicesRequest,
  fetchInSlices,
} from '../../../src/api/jsonSlices';
import { decoderOf } from '../../../src/api/replyDecoders';

const Reply = S.Struct({
  version: S.Number,
  items: S.Array(S.Struct({ _id: S.String, at: S.NumberFromString })),
  persons: S.Record({ key: S.String, value: S.Struct({ name: S.String }) }),
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
function fakeWorker(server: Server, failAt = Number.POSITIVE_INFINITY, loadDecoder?: () => Promise<Decode>) {
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
        loadDecoder,
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

  describe('decoded in the worker when the call names a decoder', () => {
    /** The worker's decoding of Reply, as replyDecoders.ts does it for the program snapshot. */
    const decodesReply = async (): Promise<Decode> => async (json, sliced) => {
      const result = await decodeInSlices(Reply, json, sliced, Number.POSITIVE_INFINITY);
      return Either.isLeft(result) ? { wrong: result.left } : { value: result.right };
    };

    type Api = Awaited<ReturnType<typeof client>>['api'];
    const withDecoder = (api: Api) =>
      api.apiFetchInSlices(Reply, '/snap.json', ['items', 'persons'], {}, 'programSnapshot');

    it('takes the decoded slices as they come, equal to what the page would decode', async () => {
      const { delivered, requests } = fakeWorker(serves(ok), Number.POSITIVE_INFINITY, decodesReply);
      const { api } = await client(serves(ok));
      const got = await withDecoder(api);
      expect(got).toEqual(decoded);
      expect(requests[0]?.decoder).toBe('programSnapshot');
      const slice = delivered.find((a) => a.kind === 'slice' && a.key === 'items');
      // Decoded in the worker: the numbers came as numbers.
      expect(slice?.kind === 'slice' && slice.entries[1]?.[1]).toEqual({ _id: 's1', at: 1 });
      expect(delivered.at(-1)).toMatchObject({ kind: 'done', decoded: true });
    });

    it('says what is wrong, as the page would', async () => {
      const bad = { ...reply, items: [...reply.items.slice(0, 600), { _id: 'x', at: 'soon' }] };
      const serveBad = serves(() => new Response(JSON.stringify(bad), { status: 200 }));
      fakeWorker(serveBad, Number.POSITIVE_INFINITY, decodesReply);
      const inWorker = await client(serves(ok));
      const workerError = await inWorker.api
        .apiFetchInSlices(Reply, '/snap.json', ['items'], {}, 'programSnapshot')
        .catch((e: unknown) => e);
      vi.stubGlobal('Worker', undefined);
      const onPage = await client(serveBad);
      const pageError = await onPage.api
        .apiFetchInSlices(Reply, '/snap.json', ['items'])
        .catch((e: unknown) => e);
      expect(workerError).toMatchObject({ code: 'bad_reply', message: (pageError as Error).message });
    });

    it('leaves the decoding to the page when the decoder cannot be loaded', async () => {
      const { delivered } = fakeWorker(serves(ok), Number.POSITIVE_INFINITY, () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      );
      const { api } = await client(serves(ok));
      const got = await withDecoder(api);
      expect(got).toEqual(decoded);
      expect(delivered.at(-1)).toMatchObject({ kind: 'done', decoded: false });
    });
  });
});

describe("the program snapshot's decoder in the worker", () => {
  it('refuses what is not a snapshot, naming what is wrong', async () => {
    const result = await decoderOf('programSnapshot')({ kind: 'session', version: 'two' }, [
      'items',
      'persons',
    ]);
    expect(result).toMatchObject({ wrong: expect.stringContaining('version') });
  });
});
