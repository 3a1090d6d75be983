export const FIFTY_MB = 50 * 1024 * 1024;
export const CHUNK_BYTES = 64 * 1024;

/** A 50 MB request body made as it is read, counting how much of it the server pulled. */
export function fiftyMegabytes() {
  const chunk = new Uint8Array(CHUNK_BYTES).fill(32);
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= FIFTY_MB) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, counter };
}
