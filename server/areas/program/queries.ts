import { and, asc, eq } from 'drizzle-orm';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { Db } from '../../db/connect';
import { awarenessChecks, contentVersions, products, programItems } from '../../db/schema';

export interface ContentVersions {
  program: number;
  people: number;
}

/** The event's content versions: one primary-key read (0 until the first write of a kind). */
export async function readVersions(db: Db, eventId: string): Promise<ContentVersions> {
  const rows = await db
    .select({ kind: contentVersions.kind, version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.eventId, eventId));
  const versions: ContentVersions = { program: 0, people: 0 };
  for (const r of rows) versions[r.kind] = Number(r.version);
  return versions;
}

/** The row of a program item: its document with the columns the queries look it up by. */
export const programItemRow = (eventId: string, doc: SessionItemDoc) => ({
  eventId,
  id: doc._id,
  kind: doc.internal_type,
  sessionId: doc.session_id,
  type: doc.session_type_id === undefined ? null : String(doc.session_type_id),
  start: doc.start_time_unix ?? null,
  end: doc.end_time_unix ?? null,
  doc,
});

export async function listProgramDocs(db: Db, eventId: string): Promise<SessionItemDoc[]> {
  const rows = await db
    .select({ doc: programItems.doc })
    .from(programItems)
    .where(eq(programItems.eventId, eventId));
  return rows.map((r) => r.doc);
}

/** Whether the event has a product of this id. */
export async function hasProduct(db: Db, eventId: string, productId: string): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.eventId, eventId), eq(products.id, productId)))
    .limit(1);
  return product !== undefined;
}

/** The user's stored awareness outcomes for one item, one per check (the first stands), by check number. */
export async function awarenessOutcomes(
  db: Db,
  q: { eventId: string; uuid: string; entityType: string; entityId: string; type: string },
) {
  return db
    .select({ sequence: awarenessChecks.sequence, outcome: awarenessChecks.outcome })
    .from(awarenessChecks)
    .where(
      and(
        eq(awarenessChecks.eventId, q.eventId),
        eq(awarenessChecks.uuid, q.uuid),
        eq(awarenessChecks.entityType, q.entityType),
        eq(awarenessChecks.entityId, q.entityId),
        eq(awarenessChecks.type, q.type),
      ),
    )
    .orderBy(asc(awarenessChecks.sequence));
}
