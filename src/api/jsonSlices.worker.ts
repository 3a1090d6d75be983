/// <reference lib="webworker" />
/** Fetches, parses and, when asked, decodes a large reply off the page's thread; sends it back in slices (jsonSlices.ts). */
import { type JsonSlicesAnswer, type JsonSlicesRequest, fetchInSlices } from './jsonSlices';
import type { ReplyDecoderName } from './replyDecoders';

// Effect and the schemas load only when a reply asks for its decoder, alongside that reply's fetch.
const loadDecoder = async (name: ReplyDecoderName) => (await import('./replyDecoders')).decoderOf(name);

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<JsonSlicesRequest>) =>
  void fetchInSlices(e.data, (answer: JsonSlicesAnswer) => scope.postMessage(answer), fetch, loadDecoder);
