/// <reference lib="webworker" />
/** Parses a large reply's JSON off the page's thread and sends it back in slices (jsonSlices.ts). */
import { type JsonSlicesAnswer, type JsonSlicesRequest, sendInSlices } from './jsonSlices';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<JsonSlicesRequest>) =>
  sendInSlices(e.data, (answer: JsonSlicesAnswer) => scope.postMessage(answer));
