/// <reference lib="webworker" />
/** Fetches and parses a large reply off the page's thread and sends it back in slices (jsonSlices.ts). */
import { type JsonSlicesAnswer, type JsonSlicesRequest, fetchInSlices } from './jsonSlices';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<JsonSlicesRequest>) =>
  void fetchInSlices(e.data, (answer: JsonSlicesAnswer) => scope.postMessage(answer), fetch);
