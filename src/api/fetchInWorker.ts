/**
 * A large reply fetched and parsed by a Web Worker (jsonSlices.worker.ts) and taken back in slices, so that
 * neither reading the body nor parsing it nor copying it back holds the page's thread for one long task. The
 * answer is a Response, as fetch gives, for the client's handling of statuses; an ok reply's JSON is beside it.
 * Null where workers are missing (tests) or the worker failed: the caller fetches on this thread.
 */
import type { JsonSlicesAnswer, JsonSlicesRequest } from './jsonSlices';
import type { ReplyDecoderName } from './replyDecoders';

export interface WorkerReply {
  readonly res: Response;
  /** An ok reply's JSON (null when empty or not JSON), decoded when `decoded`. */
  readonly json: unknown;
  readonly decoded: boolean;
  /** What is wrong with an ok reply that the worker's decoder refused. */
  readonly wrong?: string;
}

interface Waiting {
  json: Record<string, unknown> | null;
  resolve: (reply: WorkerReply | null) => void;
  reject: (error: unknown) => void;
}

let worker: Worker | null = null;
let workerFailed = false;
let nextId = 1;
const waiting = new Map<number, Waiting>();

const ok = (json: unknown, decoded = false, wrong?: string): WorkerReply => ({
  res: new Response(null, { status: 200 }),
  json,
  decoded,
  ...(wrong === undefined ? {} : { wrong }),
});

function take(answer: JsonSlicesAnswer) {
  const call = waiting.get(answer.id);
  if (!call) return;
  switch (answer.kind) {
    case 'unreachable':
      waiting.delete(answer.id);
      return call.reject(new TypeError('Failed to fetch'));
    case 'notOk': {
      waiting.delete(answer.id);
      const { status, statusText, headers, text } = answer;
      return call.resolve({
        res: new Response(text, { status, statusText, headers: headers.map(([k, v]) => [k, v]) }),
        json: null,
        decoded: false,
      });
    }
    case 'whole':
      waiting.delete(answer.id);
      return call.resolve(ok(answer.json));
    case 'head':
      call.json = answer.head;
      return;
    case 'slice': {
      const json = call.json as Record<string, unknown>;
      if (json[answer.key] === undefined) json[answer.key] = answer.list === 'array' ? [] : {};
      const list = json[answer.key] as unknown[] & Record<string, unknown>;
      if (answer.list === 'array') for (const [, value] of answer.entries) list.push(value);
      else for (const [key, value] of answer.entries) list[key] = value;
      return;
    }
    case 'invalid':
      waiting.delete(answer.id);
      return call.resolve(ok(null, false, answer.wrong));
    case 'done':
      waiting.delete(answer.id);
      return call.resolve(ok(call.json, answer.decoded));
  }
}

function started(): Worker | null {
  if (worker || workerFailed || typeof Worker === 'undefined') return worker;
  try {
    worker = new Worker(new URL('./jsonSlices.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    workerFailed = true;
    return null;
  }
  worker.onmessage = (e: MessageEvent<JsonSlicesAnswer>) => take(e.data);
  worker.onerror = () => {
    workerFailed = true;
    worker?.terminate();
    worker = null;
    // What the worker had not finished is fetched again on this thread.
    for (const [, call] of waiting) call.resolve(null);
    waiting.clear();
  };
  return worker;
}

/**
 * GETs `url` (same origin) with `headers` in the worker, decoded there with `decoder` when one is named; null when
 * there is no worker to do it.
 */
export function fetchInWorker(
  url: string,
  headers: Readonly<Record<string, string>>,
  sliced: readonly string[],
  decoder?: ReplyDecoderName,
): Promise<WorkerReply | null> {
  const fetcher = started();
  if (!fetcher) return Promise.resolve(null);
  const id = nextId++;
  // The worker's own address is under /assets/: the call's address is made absolute here.
  const absolute = new URL(url, globalThis.location?.href).href;
  return new Promise((resolve, reject) => {
    waiting.set(id, { json: null, resolve, reject });
    fetcher.postMessage({ id, url: absolute, headers, sliced, decoder } satisfies JsonSlicesRequest);
  });
}
