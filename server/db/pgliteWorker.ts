import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import type { PgliteErrorFields, PgliteReply, PgliteRequest, PgliteThreadData } from './pgliteMessages';

type Request = PgliteRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** What drizzle's PGlite session calls on its client, inside a transaction or not. */
interface QueryTarget {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

function databaseError(fields: PgliteErrorFields): Error {
  return Object.assign(new Error(fields.message), fields);
}

/**
 * PGlite in a worker thread (server/db/pgliteThread.ts), with the part of PGlite's interface that drizzle uses:
 * queries, transactions and closing. The server's event loop only sends queries and receives rows.
 */
export class PgliteWorker implements QueryTarget {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  private nextId = 1;
  /** Why the thread is gone: every call after it fails at once instead of waiting for an answer. */
  private stopped: Error | null = null;
  readonly ready: Promise<void>;

  constructor(dataDir: string | undefined) {
    // The thread's module is TypeScript: tsx's API loads it, whichever way this process was started (a worker's
    // own --import of tsx does not reach its entry module on Node 20).
    const tsx = import.meta.resolve('tsx/esm/api');
    const entry = new URL('./pgliteThread.ts', import.meta.url).href;
    this.worker = new Worker(
      `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`,
      { eval: true, workerData: { dataDir } satisfies PgliteThreadData },
    );
    this.ready = new Promise<void>((resolve, reject) =>
      this.pending.set(0, { resolve: () => resolve(), reject }),
    );
    this.worker.on('message', (reply: PgliteReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(databaseError(reply.error));
    });
    const fail = (e: Error) => {
      this.stopped ??= e;
      for (const waiting of this.pending.values()) waiting.reject(e);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the database thread stopped (exit code ${code})`)));
  }

  private call<T>(request: Request): Promise<T> {
    const id = this.nextId++;
    if (this.stopped) return Promise.reject(this.stopped);
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...request, id } as PgliteRequest);
    });
  }

  private send<T>(
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    tx?: number,
  ) {
    return this.call<Results<T>>({
      op: 'query',
      sql,
      params: params ?? [],
      rowMode: options?.rowMode ?? 'object',
      rawTypes: Object.keys(options?.parsers ?? {}).map(Number),
      ...(tx === undefined ? {} : { tx }),
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.send<T>(sql, params, options);
  }

  /** Runs `fn` in one transaction of the thread's PGlite: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: QueryTarget) => Promise<T>): Promise<T> {
    const tx = await this.call<number>({ op: 'begin' });
    const target: QueryTarget = { query: (sql, params, options) => this.send(sql, params, options, tx) };
    let result: T;
    try {
      result = await fn(target);
    } catch (e) {
      await this.call({ op: 'end', tx, commit: false });
      throw e;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }

  /** For drizzle, which is typed against PGlite itself and calls only what this class has. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}
