/**
 * A large reply fetched and parsed off the page's thread (by the worker of jsonSlices.worker.ts) and sent back in
 * pieces small enough to take in between the page's other work: the reply without its `sliced` lists first, then
 * each list SLICE elements at a time. A reply that is not ok comes back whole, as text, for the client to read
 * its error; a call that reaches no server, as `unreachable`. A request that names a decoder (replyDecoders.ts)
 * is decoded in the worker too: its slices are decoded, or it comes back `invalid` with what is wrong.
 */
import type { ReplyDecoderName } from './replyDecoders';

export interface JsonSlicesRequest {
  readonly id: number;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly sliced: readonly string[];
  readonly decoder?: ReplyDecoderName | undefined;
}

/** Decodes a parsed reply: its decoded value, or what is wrong with it. */
export type Decode = (
  json: unknown,
  sliced: readonly string[],
) => Promise<{ readonly value: unknown } | { readonly wrong: string }>;
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
  /** The reply named a decoder and is not what it expects. */
  | { readonly id: number; readonly kind: 'invalid'; readonly wrong: string }
  /** The last answer of a reply; `decoded` when its head and slices were decoded in the worker. */
  | { readonly id: number; readonly kind: 'done'; readonly decoded: boolean };

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
  decoded = false,
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
  send({ id, kind: 'done', decoded });
}

/**
 * Fetches the request's reply and sends it back (`fetch`: the worker's). A named decoder is loaded by
 * `loadDecoder` while the reply is fetched; one that cannot be loaded leaves the decoding to the page.
 */
export async function fetchInSlices(
  { id, url, headers, sliced, decoder }: JsonSlicesRequest,
  send: (answer: JsonSlicesAnswer) => void,
  fetch: typeof globalThis.fetch,
  loadDecoder?: (name: ReplyDecoderName) => Promise<Decode>,
): Promise<void> {
  const decode = decoder && loadDecoder ? loadDecoder(decoder).catch(() => null) : Promise.resolve(null);
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
  const json = parseJson(text);
  const decodeReply = await decode;
  if (!decodeReply) {
    sendInSlices(id, json, sliced, send);
    return;
  }
  const result = await decodeReply(json, sliced);
  if ('wrong' in result) send({ id, kind: 'invalid', wrong: result.wrong });
  else sendInSlices(id, result.value, sliced, send, true);
}
