import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PgliteWorker } from './pgliteWorker';
import * as schema from './schema';

export type Schema = typeof schema;
/** One repository layer serves both backends: everything is typed against this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database and applies the migrations: PostgreSQL when `url` is given, otherwise embedded PGlite,
 * kept in `dataDir` (or in memory when `dataDir` is undefined), in a worker thread of its own when `inWorker` is set
 * (as the server runs it: its queries then never hold up the server's event loop). An in-memory PGlite starts
 * from `from`, a dump of a data directory, when given (the tests start each file from one migrated database).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  inWorker?: boolean;
  from?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection the database ends (a restart, a failover, a closing test database) is no request's
    // failure: the pool drops it and opens another when needed. Without a listener it would crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  if (opts.inWorker) {
    const worker = new PgliteWorker(opts.dataDir);
    await worker.ready;
    const db = drizzlePglite(worker.asPglite(), { schema });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'pglite', close: () => worker.close() };
  }
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite({ loadDataDir: opts.from });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
