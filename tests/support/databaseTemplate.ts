/**
 * Vitest's global setup: one migrated, empty PGlite database dumped to a file, from which each test file's
 * database starts (tests/support/database.ts). Starting PGlite from a dump skips initdb and the migrations, a few
 * seconds per test file on a small machine. Not made when the tests run on PostgreSQL (TEST_DATABASE_URL).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/connect';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump of a migrated, empty PGlite database; '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(dir, 'migrated.tar');
  const database = await openDatabase({});
  const client = (database.db as unknown as { $client: PGlite }).$client;
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
