import { describe, expect, it } from 'vitest';
import { ApiError, createApi } from '../../../src/api/client';
import { programImportCalls } from '../../../src/api/programImportCalls';

type Handler = ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;

/** An XMLHttpRequest the test drives: what was sent, then the upload's and the reply's events. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: Handler; onload: (() => void) | null } = { onprogress: null, onload: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  /** The upload goes: some bytes, then all. */
  uploaded(total: number) {
    this.upload.onprogress?.({ loaded: total / 2, total, lengthComputable: true });
    this.upload.onload?.();
  }
  /** More of the reply arrives. */
  receive(text: string, status = 200) {
    this.status = status;
    this.responseText += text;
    this.onprogress?.();
  }
  finish() {
    this.onload?.();
  }
}

function client() {
  const xhr = new FakeXhr();
  const api = createApi({
    getToken: () => 'secret',
    fetch: (() => Promise.reject(new Error('no fetch'))) as unknown as typeof fetch,
    xhr: () => xhr as unknown as XMLHttpRequest,
  });
  return { xhr, calls: programImportCalls(api) };
}

const SUMMARY = {
  format: 'frab',
  sessions: 2,
  preview: false,
  created: 2,
  updated: 0,
  unchanged: 0,
  gone: [],
  removed: 0,
  rejected: [],
  people: { matched: 0, created: 1 },
};
const line = (value: unknown) => `${JSON.stringify(value)}\n`;

describe('an upload that streams its reply', () => {
  it('reports the upload, each progress line as it completes, and answers the summary', async () => {
    const { xhr, calls } = client();
    const events: string[] = [];
    const done = calls.importProgram(
      new Blob(['<schedule/>']),
      { prune: true, preview: false },
      {
        onUploadProgress: (loaded, total) => events.push(`upload ${loaded}/${total}`),
        onUploaded: () => events.push('uploaded'),
        onProgress: (n, total) => events.push(`rows ${n}/${total}`),
      },
    );
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/uploads/program-import');
    expect(xhr.headers).toMatchObject({ accept: 'application/x-ndjson', authorization: 'Bearer secret' });
    const form = xhr.body as FormData;
    expect(form.get('prune')).toBe('1');
    expect(form.get('preview')).toBeNull();
    xhr.uploaded(100);
    const first = line({ type: 'progress', done: 200, total: 400 });
    // Half a line waits for its end.
    xhr.receive(first.slice(0, 10));
    expect(events).toEqual(['upload 50/100', 'uploaded']);
    xhr.receive(first.slice(10) + line({ type: 'progress', done: 400, total: 400 }));
    xhr.receive(line({ type: 'summary', summary: SUMMARY }));
    xhr.finish();
    await expect(done).resolves.toEqual(SUMMARY);
    expect(events).toEqual(['upload 50/100', 'uploaded', 'rows 200/400', 'rows 400/400']);
  });

  it('fails with the server’s error: a refused file names its line, an error line keeps its status', async () => {
    const quiet = { onUploadProgress: () => {}, onUploaded: () => {}, onProgress: () => {} };
    const refused = client();
    const first = refused.calls.importProgram(new Blob(['<x>']), { prune: false, preview: false }, quiet);
    const message = 'XML parse error at line 3, column 1: unexpected close tag.';
    refused.xhr.receive(
      JSON.stringify({
        error: { code: 'bad_request', message, fields: [{ path: '(file)', message }] },
        error_message: message,
      }),
      400,
    );
    refused.xhr.finish();
    const error = await first.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'bad_request', message, fields: [{ path: '(file)' }] });

    const stopped = client();
    const second = stopped.calls.importProgram(new Blob(['<x>']), { prune: false, preview: true }, quiet);
    stopped.xhr.receive(
      line({ type: 'progress', done: 1, total: 2 }) +
        line({
          type: 'error',
          status: 500,
          error: { code: 'internal', message: 'Sorry, the server is going wrong' },
          error_message: 'Sorry, the server is going wrong',
        }),
    );
    stopped.xhr.finish();
    await expect(second).rejects.toMatchObject({ status: 500, code: 'internal' });
    expect(stopped.xhr.aborted).toBe(true);
  });

  it('refuses a reply that is not the import’s lines, and one that ends without a summary', async () => {
    const quiet = { onUploadProgress: () => {}, onUploaded: () => {}, onProgress: () => {} };
    const odd = client();
    const first = odd.calls.importProgram(new Blob(['x']), { prune: false, preview: false }, quiet);
    odd.xhr.receive('{"type":"cheer"}\n');
    odd.xhr.finish();
    await expect(first).rejects.toMatchObject({ code: 'bad_reply' });

    const cut = client();
    const second = cut.calls.importProgram(new Blob(['x']), { prune: false, preview: false }, quiet);
    cut.xhr.receive(line({ type: 'progress', done: 1, total: 2 }));
    cut.xhr.finish();
    await expect(second).rejects.toMatchObject({ code: 'bad_reply' });
  });
});
