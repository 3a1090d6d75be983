import { join } from 'node:path';
import { type Database, openDatabase } from './connect';

/**
 * Opens the database the environment names, as the server does: PostgreSQL when DATABASE_URL is set, otherwise
 * the embedded PGlite in DATA_DIR/db (DATA_DIR defaults to ./data).
 */
export function openDatabaseFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  return env.DATABASE_URL
    ? openDatabase({ url: env.DATABASE_URL })
    : openDatabase({ dataDir: join(env.DATA_DIR ?? './data', 'db') });
}
