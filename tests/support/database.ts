import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../server/db/connect';

/**
 * A fresh, empty database for one test file: a new PostgreSQL database when TEST_DATABASE_URL is set (dropped
 * on close), otherwise an in-memory PGlite started from the migrated dump of tests/support/databaseTemplate.ts.
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // Outside vitest (bench/api.ts) there is no template: the database is made from scratch.
    const template = process.env.VITEST ? inject('pgliteTemplate') : '';
    return openDatabase(template ? { from: new Blob([readFileSync(template)]) } : {});
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}
