/**
 * A large reply fetched and parsed off the page's thread (by the worker of jsonSlices.worker.ts) and sent back in
 * pieces small enough to take in between the page's other work: the reply without its `sliced` lists first, then
 * each list SLICE elements at a time. A reply that is not ok comes back whole, as text, for the client to read
 * its error; a call that reaches no server, as `unreachable`.
 */
export interface JsonSlicesRequest {
  readonly id: number;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly sliced: readonly string[];
}
export type JsonSlicesAnswer =
  | { readonly id: number; readonly kind: 'unreachable' }
  | {
      readonly id: number;
      readonly kind: 'notOk';
      readonly status: number;
      readonly statusText: string;
      readonly headers: readonly (readonly [string, string])[];
      readonly text: string;
    }
  /** The whole reply: not an object. `null` when the body is empty or not JSON. */
  | { readonly id: number; readonly kind: 'whole'; readonly json: unknown }
  | { readonly id: number; readonly kind: 'head'; readonly head: Record<string, unknown> }
  | {
      readonly id: number;
      readonly kind: 'slice';
      readonly key: string;
      readonly list: 'array' | 'record';
      readonly entries: readonly (readonly [string, unknown])[];
    }
  | { readonly id: number; readonly kind: 'done' };

const SLICE = 250;

/** The body's JSON, or null when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Sends a parsed reply: whole when it is not an object, otherwise its head, then its lists in slices. */
export function sendInSlices(
  id: number,
  json: unknown,
  sliced: readonly string[],
  send: (answer: JsonSlicesAnswer) => void,
): void {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    send({ id, kind: 'whole', json });
    return;
  }
  const reply = json as Record<string, unknown>;
  const lists = sliced.filter((key) => typeof reply[key] === 'object' && reply[key] !== null);
  const head = { ...reply };
  for (const key of lists) delete head[key];
  send({ id, kind: 'head', head });
  for (const key of lists) {
    const value = reply[key] as object;
    const list = Array.isArray(value) ? 'array' : 'record';
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((v, i) => [String(i), v])
      : Object.entries(value);
    for (let at = 0; at < entries.length; at += SLICE)
      send({ id, kind: 'slice', key, list, entries: entries.slice(at, at + SLICE) });
    if (entries.length === 0) send({ id, kind: 'slice', key, list, entries: [] });
  }
  send({ id, kind: 'done' });
}

/** Fetches the request's reply and sends it back (`fetch`: the worker's). */
export async function fetchInSlices(
  { id, url, headers, sliced }: JsonSlicesRequest,
  send: (answer: JsonSlicesAnswer) => void,
  fetch: typeof globalThis.fetch,
): Promise<void> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, { headers });
    text = await res.text();
  } catch {
    send({ id, kind: 'unreachable' });
    return;
  }
  if (!res.ok) {
    const { status, statusText } = res;
    send({ id, kind: 'notOk', status, statusText, headers: [...res.headers.entries()], text });
    return;
  }
  sendInSlices(id, parseJson(text), sliced, send);
}
