/**
 * A large reply's JSON, parsed by a Web Worker (jsonSlices.worker.ts) and taken back in slices, so that
 * neither decoding the text nor parsing it nor copying it back holds the page's thread for one long task. Where
 * workers are missing (tests) or the worker fails, parsed here. An unreadable body is null, as for apiFetch.
 */
import { type JsonSlicesAnswer, type JsonSlicesRequest, parseJson } from './jsonSlices';

interface Waiting {
  json: Record<string, unknown> | null;
  resolve: (json: unknown) => void;
}

let worker: Worker | null = null;
let workerFailed = false;
let nextId = 1;
const waiting = new Map<number, Waiting>();

function take(answer: JsonSlicesAnswer) {
  const call = waiting.get(answer.id);
  if (!call) return;
  switch (answer.kind) {
    case 'whole':
      waiting.delete(answer.id);
      return call.resolve(answer.json);
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
    case 'done':
      waiting.delete(answer.id);
      return call.resolve(call.json);
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
    // What the worker had not finished is parsed here from the copy each call kept.
    for (const [, call] of waiting) call.resolve(undefined);
    waiting.clear();
  };
  return worker;
}

export async function parseJsonInSlices(body: ArrayBuffer, sliced: readonly string[]): Promise<unknown> {
  const parser = started();
  if (!parser) return parseJson(body);
  // The worker gets a copy: should it fail, this thread still has the body to parse.
  const copy = body.slice(0);
  const id = nextId++;
  const json = await new Promise<unknown>((resolve) => {
    waiting.set(id, { json: null, resolve });
    parser.postMessage({ id, body: copy, sliced } satisfies JsonSlicesRequest, [copy]);
  });
  return json === undefined ? parseJson(body) : json;
}
