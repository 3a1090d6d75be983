import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { awarenessChecks, users, watchCoverage } from '../../db/schema';

export interface WatchKey {
  eventId: string;
  uuid: string;
  entityType: string;
  entityId: string;
  type: 'ondemand' | 'live';
}

export type CoverageRow = typeof watchCoverage.$inferSelect;
export type CoverageUpdate = Pick<
  CoverageRow,
  'lengthSeconds' | 'intervals' | 'watchedSeconds' | 'lastBeatAt'
>;

const keyOf = (key: WatchKey) =>
  and(
    eq(watchCoverage.eventId, key.eventId),
    eq(watchCoverage.uuid, key.uuid),
    eq(watchCoverage.entityType, key.entityType),
    eq(watchCoverage.entityId, key.entityId),
    eq(watchCoverage.type, key.type),
  );

export async function readCoverage(db: Db, key: WatchKey): Promise<CoverageRow | undefined> {
  const [row] = await db.select().from(watchCoverage).where(keyOf(key)).limit(1);
  return row;
}

/**
 * Counts one heartbeat: `next` computes the new coverage from the stored one (none before the first). The
 * user's row is locked first, so two heartbeats of one person are counted one after the other, never both
 * against the same previous time.
 */
export async function countHeartbeat(
  db: Db,
  key: WatchKey,
  next: (row: CoverageRow | undefined) => CoverageUpdate,
): Promise<CoverageUpdate> {
  return db.transaction(async (tx) => {
    await tx.select({ uuid: users.uuid }).from(users).where(eq(users.uuid, key.uuid)).for('update');
    const [row] = await tx.select().from(watchCoverage).where(keyOf(key)).limit(1);
    const update = next(row);
    if (row) await tx.update(watchCoverage).set(update).where(keyOf(key));
    else await tx.insert(watchCoverage).values({ ...key, ...update });
    return update;
  });
}

export interface AwarenessRecord {
  eventId: string;
  uuid: string;
  entityType: string;
  entityId: string;
  type: string;
  sequence: number;
  outcome: 'pass' | 'fail';
  checkTime: number;
  outcomeTime: number;
}

/** Stores a check's outcome unless one is stored for its sequence already: the first outcome stands. */
export async function recordAwarenessOutcome(db: Db, record: AwarenessRecord): Promise<boolean> {
  const stored = await db
    .insert(awarenessChecks)
    .values(record)
    .onConflictDoNothing()
    .returning({ id: awarenessChecks.id });
  return stored.length > 0;
}
