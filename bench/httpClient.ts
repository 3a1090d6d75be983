import http from 'node:http';
import { BUSY_RETRIES, busyRetryDelay, retryAfterSeconds } from '../src/api/busyRetry';

export interface HttpReply {
  status: number;
  etag: string | null;
  headers: { retryAfter: string | null };
  body: Buffer;
}

/**
 * A bench's HTTP client on Node's http module with kept-alive connections: unlike fetch, it leaves the bodies
 * as they came (a browser decompresses on the attendee's own machine; the bench must not do it for all of them
 * on its one process) and costs the bench little, so that the figures are the server's.
 */
export function createHttpClient(base: string) {
  const agent = new http.Agent({ keepAlive: true });
  const send = (
    path: string,
    method: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<HttpReply> =>
    new Promise<HttpReply>((resolve, reject) => {
      const req = http.request(`${base}${path}`, { method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            etag: (res.headers.etag as string | undefined) ?? null,
            headers: { retryAfter: (res.headers['retry-after'] as string | undefined) ?? null },
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      });
      // A kept-alive connection the server closed as idle just as it was reused: sent again on a new one, as
      // browsers do (https://nodejs.org/api/http.html#requestreusedsocket).
      req.on('error', (e: NodeJS.ErrnoException) =>
        req.reusedSocket && e.code === 'ECONNRESET'
          ? send(path, method, headers, body).then(resolve, reject)
          : reject(e),
      );
      req.end(body);
    });
  /**
   * As the web app sends (src/api/client.ts): a call the server turned away as busy (503, nothing of it run) is
   * sent again after the same jittered waits, up to the same number of tries; `onBusy` counts each turning away.
   */
  const sendPatiently = async (
    path: string,
    method: string,
    headers: Record<string, string>,
    body?: string,
    onBusy?: () => void,
  ): Promise<HttpReply> => {
    let res = await send(path, method, headers, body);
    for (let attempt = 0; res.status === 503 && attempt < BUSY_RETRIES; attempt++) {
      onBusy?.();
      const wait = busyRetryDelay(attempt, retryAfterSeconds(res.headers.retryAfter), Math.random);
      await new Promise((r) => setTimeout(r, wait));
      res = await send(path, method, headers, body);
    }
    return res;
  };
  return { send, sendPatiently, close: () => agent.destroy() };
}
