/**
 * A reply's JSON sent in pieces small enough to take in between the page's other work (by the worker of
 * jsonSlices.worker.ts): the reply without its `sliced` lists first, then each list SLICE elements at a time.
 */
export interface JsonSlicesRequest {
  readonly id: number;
  readonly body: ArrayBuffer;
  readonly sliced: readonly string[];
}
export type JsonSlicesAnswer =
  /** The whole reply: not an object, or no list to slice. `null` when the body is not JSON. */
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
export function parseJson(body: ArrayBuffer): unknown {
  const text = new TextDecoder().decode(body);
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export function sendInSlices(
  { id, body, sliced }: JsonSlicesRequest,
  send: (answer: JsonSlicesAnswer) => void,
): void {
  const json = parseJson(body);
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
