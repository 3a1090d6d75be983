import { sql } from 'drizzle-orm';
import type { Db } from './connect';

/**
 * How often the embedded database's planner statistics are refreshed. PostgreSQL's autovacuum keeps them; PGlite
 * runs no background workers, so without this its planner guesses every table small, and a query over a large
 * table (the activity log) picks a plan that sorts the whole table for ten rows.
 */
export const PGLITE_ANALYZE_MS = 15 * 60_000;

/** Refreshes the planner's statistics of every table (PGlite: a fraction of a second at a million rows). */
export async function refreshStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}
