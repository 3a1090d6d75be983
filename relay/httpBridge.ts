import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { HttpRequest, HttpResponse } from 'uWebSockets.js';

/** The connection a bridged request came in on, which a fetch `Request` cannot carry. */
export interface ClientConnection {
  /** The peer's address as the socket sees it (a proxy's, when there is one in front). */
  remoteAddress: string;
}

/**
 * A fetch-style handler: the relay's own endpoints and, behind them, the API's `app.fetch`. The remote address
 * comes beside the request, never as a header, so that a handler can tell a header a client sent from a fact.
 */
export type FetchHandler = (req: Request, connection: ClientConnection) => Response | Promise<Response>;

/** Headers that describe the framing of one hop: the bridge writes its own. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade']);
const NO_BODY_METHODS = new Set(['GET', 'HEAD']);

const statusLine = (res: Response) => `${res.status} ${res.statusText || 'OK'}`;

/**
 * Serves a uWS request through a fetch handler: method, url, headers (as the client sent them) and a streamed
 * body in, with the remote address beside them; status, headers and a streamed body out, with back-pressure.
 * Nothing is written after the client went away (onAborted).
 */
export function uwsHandler(handler: FetchHandler, onError: (err: unknown) => void) {
  return (res: HttpResponse, req: HttpRequest) => {
    const method = req.getCaseSensitiveMethod().toUpperCase();
    const query = req.getQuery();
    const path = `${req.getUrl()}${query ? `?${query}` : ''}`;
    const headers = new Headers();
    req.forEach((key, value) => {
      headers.append(key, value);
    });
    const connection: ClientConnection = {
      remoteAddress: Buffer.from(res.getRemoteAddressAsText()).toString(),
    };

    // The API never reads the request's abort signal, so none is made: a client that went away only stops the
    // writing of the reply and the reading of its body.
    let aborted = false;
    let bodyController: ReadableStreamDefaultController<Uint8Array> | undefined;
    res.onAborted(() => {
      aborted = true;
      try {
        bodyController?.error(new Error('client went away'));
      } catch {
        // the body was already read
      }
    });

    let body: ReadableStream<Uint8Array> | null = null;
    const declaresNoBody =
      !headers.has('transfer-encoding') && Number(headers.get('content-length') ?? '0') === 0;
    let bodyComplete = NO_BODY_METHODS.has(method) || declaresNoBody;
    let answered = false;
    if (!NO_BODY_METHODS.has(method)) {
      body = new ReadableStream<Uint8Array>({
        start(controller) {
          bodyController = controller;
        },
      });
      // uWS neuters each chunk when the callback returns: copy it.
      res.onData((chunk, isLast) => {
        if (isLast) bodyComplete = true;
        // uWS reads on without back-pressure: once the handler has answered, the rest is not kept.
        if (answered) return;
        if (chunk.byteLength > 0) bodyController?.enqueue(new Uint8Array(chunk.slice(0)));
        if (isLast) bodyController?.close();
      });
    }

    const request = new Request(`http://${headers.get('host') || 'localhost'}${path}`, {
      method,
      headers,
      body,
      // @ts-expect-error: Node's fetch needs duplex for a streamed request body; the DOM types lack it.
      duplex: 'half',
    });

    Promise.resolve()
      .then(() => handler(request, connection))
      .then((response) => {
        answered = true;
        if (!bodyComplete) {
          try {
            bodyController?.error(new Error('answered before the body was read'));
          } catch {
            // the body stream was already done
          }
        }
        // Answered before the body was read (a refusal such as 413): close instead of taking the rest.
        return writeUws(res, response, method, () => aborted, !bodyComplete);
      })
      .catch((err: unknown) => {
        onError(err);
        answered = true;
        if (!aborted)
          res.cork(() =>
            res.writeStatus('500 Internal Server Error').end('Internal Server Error', !bodyComplete),
          );
      });
  };
}

async function writeUws(
  res: HttpResponse,
  response: Response,
  method: string,
  isAborted: () => boolean,
  closeConnection: boolean,
) {
  if (isAborted()) return;
  const length = response.headers.get('content-length');
  const writeHead = () => {
    res.writeStatus(statusLine(response));
    response.headers.forEach((value, key) => {
      if (!HOP_HEADERS.has(key) && key !== 'set-cookie') res.writeHeader(key, value);
    });
    for (const cookie of response.headers.getSetCookie()) res.writeHeader('set-cookie', cookie);
  };
  if (method === 'HEAD' || !response.body) {
    res.cork(() => {
      writeHead();
      if (method === 'HEAD' && length) res.endWithoutBody(Number(length), closeConnection);
      else res.end(undefined, closeConnection);
    });
    await response.body?.cancel();
    return;
  }
  const reader = response.body.getReader();
  let pending: Uint8Array[] = [];
  if (closeConnection || !STREAMED_TYPES.test(response.headers.get('content-type') ?? '')) {
    // A short reply is sent whole, head and body in one write (most API replies are one JSON chunk); only end()
    // can close the connection after a refusal. A long reply streams on, as does one meant to arrive bit by bit.
    const start = await readUpTo(reader, WHOLE_REPLY_MAX_BYTES);
    if (isAborted()) return;
    if (start.done) {
      res.cork(() => {
        writeHead();
        res.end(Buffer.concat(start.chunks), closeConnection);
      });
      return;
    }
    pending = start.chunks;
  }
  const total = length ? Number(length) : undefined;
  res.cork(writeHead);
  try {
    for (;;) {
      const first = pending.shift();
      const { done, value } = first ? { done: false as const, value: first } : await reader.read();
      if (isAborted()) return;
      if (done) {
        res.cork(() => res.end());
        return;
      }
      const chunk = value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength) as ArrayBuffer;
      let ok = true;
      if (total === undefined) {
        res.cork(() => {
          ok = res.write(chunk);
        });
      } else {
        const offset = res.getWriteOffset();
        let finished = false;
        res.cork(() => {
          [ok, finished] = res.tryEnd(chunk, total);
        });
        if (finished) return;
        if (!ok) await drainFixed(res, chunk, offset, total, isAborted);
        continue;
      }
      if (!ok) {
        await new Promise<void>((resolve) =>
          res.onWritable(() => {
            resolve();
            return true;
          }),
        );
      }
    }
  } finally {
    if (isAborted()) void reader.cancel().catch(() => {});
  }
}

/** The longest reply sent whole, in one write (and, after a refusal, then closing the connection). */
const WHOLE_REPLY_MAX_BYTES = 64 * 1024;
/** Replies whose parts must reach the client as they are made (progress lines, server-sent events). */
const STREAMED_TYPES = /^(text\/event-stream|application\/x-ndjson)/;

async function readUpTo(reader: ReadableStreamDefaultReader<Uint8Array>, max: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size <= max) {
    const { done, value } = await reader.read();
    if (done) return { chunks, done: true };
    chunks.push(value);
    size += value.byteLength;
  }
  return { chunks, done: false };
}

/** Waits until uWS has taken the rest of a chunk of a body of known length. */
function drainFixed(
  res: HttpResponse,
  chunk: ArrayBuffer,
  start: number,
  total: number,
  isAborted: () => boolean,
) {
  return new Promise<void>((resolve) => {
    res.onWritable((offset) => {
      if (isAborted()) {
        resolve();
        return true;
      }
      const [ok, done] = res.tryEnd(chunk.slice(offset - start), total);
      if (ok || done) resolve();
      return ok;
    });
  });
}

/** The same bridge for Node's http server (the fallback transport). */
export function nodeHandler(handler: FetchHandler, onError: (err: unknown) => void) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const method = (req.method ?? 'GET').toUpperCase();
    const headers = new Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    }
    const connection: ClientConnection = { remoteAddress: req.socket.remoteAddress ?? '' };
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    const request = new Request(`http://${headers.get('host') || 'localhost'}${req.url ?? '/'}`, {
      method,
      headers,
      body: NO_BODY_METHODS.has(method) ? null : (Readable.toWeb(req) as ReadableStream<Uint8Array>),
      signal: abort.signal,
      // @ts-expect-error: Node's fetch needs duplex for a streamed request body; the DOM types lack it.
      duplex: 'half',
    });
    Promise.resolve()
      .then(() => handler(request, connection))
      .then(async (response) => {
        const out: Record<string, string | string[]> = {};
        response.headers.forEach((value, key) => {
          if (!HOP_HEADERS.has(key) || key === 'content-length') out[key] = value;
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length) out['set-cookie'] = cookies;
        res.writeHead(response.status, response.statusText, out);
        if (!response.body || method === 'HEAD') {
          await response.body?.cancel();
          res.end();
          return;
        }
        const reader = response.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done || res.destroyed) break;
          if (!res.write(value)) {
            await new Promise((resolve) => {
              res.once('drain', resolve);
              res.once('close', resolve);
            });
          }
        }
        if (res.destroyed) await reader.cancel();
        res.end();
      })
      .catch((err: unknown) => {
        onError(err);
        if (!res.headersSent) res.writeHead(500).end('Internal Server Error');
        else res.destroy();
      })
      .finally(() => {
        // Answered before the body was read (a refusal such as 413): close instead of taking the rest.
        if (!req.complete) req.socket.destroySoon();
      });
  };
}
