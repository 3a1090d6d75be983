import type { Db } from '../../db/connect';
import { activityLog } from '../../db/schema';

/** One thing a person did, as the features report it. */
export interface ActivityEntry {
  eventId: string;
  uuid: string | null;
  action: string;
  entityType?: string | null;
  entityId?: string | null;
  amount?: number | null;
}

export type ActivityLog = ReturnType<typeof createActivityLog>;

/**
 * Rows written by one statement at most: short statements let the features' queries take turns with the log's
 * writes (PGlite runs one statement at a time; one insert of a second's 200 rows held a favourite for 15 ms).
 */
const ROWS_PER_INSERT = 40;

/**
 * The append-only activity log. Recording only queues the row: the features never wait for it. The queue is
 * written in one insert at most every `flushMs`, or at once when it reaches `maxQueued`; a failed write is
 * reported (with how many rows were lost), never thrown at the feature.
 */
export function createActivityLog(deps: {
  db: Db;
  clock: { now(): number };
  onError: (err: unknown, rows: number) => void;
  flushMs?: number;
  maxQueued?: number;
}) {
  const flushMs = deps.flushMs ?? 1_000;
  const maxQueued = deps.maxQueued ?? 2_000;
  let queued: (typeof activityLog.$inferInsert)[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  async function write(rows: (typeof activityLog.$inferInsert)[]) {
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      const part = rows.slice(i, i + ROWS_PER_INSERT);
      await deps.db
        .insert(activityLog)
        .values(part)
        .catch((err: unknown) => deps.onError(err, part.length));
    }
  }

  /** Writes what is queued, after any write under way; resolves when it is stored. */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const rows = queued;
    queued = [];
    writing = writing.then(() => (rows.length ? write(rows) : undefined));
    return writing;
  }

  return {
    record(entry: ActivityEntry): void {
      queued.push({
        eventId: entry.eventId,
        uuid: entry.uuid,
        action: entry.action,
        entityType: entry.entityType ?? null,
        entityId: entry.entityId ?? null,
        amount: entry.amount ?? null,
        at: new Date(deps.clock.now()),
      });
      if (queued.length >= maxQueued) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref();
      }
    },
    flush,
  };
}
