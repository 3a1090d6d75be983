/**
 * The embedded database in a thread of its own: PGlite runs PostgreSQL and parses its replies synchronously, so on
 * the server's thread a burst of queries held the event loop for seconds (heartbeats timed out, every request
 * waited). Here it answers the requests of server/db/pgliteWorker.ts; PGlite's own locks order queries and
 * transactions as they did in one thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type {
  PgliteErrorFields,
  PgliteOutcome,
  PgliteReply,
  PgliteRequest,
  PgliteThreadData,
} from './pgliteMessages';

const port = parentPort;
if (!port) throw new Error('pgliteThread runs in a worker thread');
const { dataDir } = workerData as PgliteThreadData;
const client = dataDir ? new PGlite(dataDir) : new PGlite();

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
}
const open = new Map<number, OpenTransaction>();
let nextTransaction = 1;
/** Ends that asked for their transaction's outcome, answered once PGlite has committed or rolled it back. */
const outcomes = new Map<number, (reply: PgliteOutcome) => void>();

class RolledBack extends Error {}

function errorFields(e: unknown): PgliteErrorFields {
  if (!(e instanceof Error)) return { message: String(e) };
  const fields: PgliteErrorFields = { message: e.message, name: e.name };
  for (const key of [
    'code',
    'detail',
    'hint',
    'constraint',
    'table',
    'column',
    'schema',
    'severity',
  ] as const) {
    const value = (e as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/** The parsers drizzle asks for keep the named types as PostgreSQL's text: they are the identity. */
function identityParsers(types: number[]) {
  return Object.fromEntries(types.map((t) => [t, (value: string) => value]));
}

function begin(reply: (r: PgliteOutcome) => void) {
  const id = nextTransaction++;
  let started = false;
  client
    .transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          started = true;
          open.set(id, { tx, end: (commit) => (commit ? resolve() : reject(new RolledBack())) });
          reply({ ok: true, value: id });
        }),
    )
    .then(
      () => outcomes.get(id)?.({ ok: true, value: null }),
      (e: unknown) => {
        if (!started) reply({ ok: false, error: errorFields(e) });
        else
          outcomes.get(id)?.(
            e instanceof RolledBack ? { ok: true, value: null } : { ok: false, error: errorFields(e) },
          );
      },
    )
    .finally(() => {
      open.delete(id);
      outcomes.delete(id);
    });
}

async function handle(request: PgliteRequest, reply: (r: PgliteOutcome) => void) {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? client : open.get(request.tx)?.tx;
      if (!target) throw new Error(`transaction ${request.tx} is not open`);
      const result = await target.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: identityParsers(request.rawTypes),
      });
      reply({
        ok: true,
        value: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows },
      });
      return;
    }
    case 'begin':
      begin(reply);
      return;
    case 'end': {
      const transaction = open.get(request.tx);
      if (!transaction) throw new Error(`transaction ${request.tx} is not open`);
      outcomes.set(request.tx, reply);
      transaction.end(request.commit);
      return;
    }
    case 'close':
      await client.close();
      reply({ ok: true, value: null });
      return;
  }
}

port.on('message', (request: PgliteRequest) => {
  const reply = (r: PgliteOutcome) => port.postMessage({ id: request.id, ...r } as PgliteReply);
  handle(request, reply).catch((e: unknown) => reply({ ok: false, error: errorFields(e) }));
});

await client.waitReady;
port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies PgliteReply);
