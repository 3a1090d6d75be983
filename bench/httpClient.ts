import http from 'node:http';

export interface HttpReply {
  status: number;
  etag: string | null;
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
  return { send, close: () => agent.destroy() };
}
