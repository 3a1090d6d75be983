import { and, eq, inArray } from 'drizzle-orm';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { Db } from '../../db/connect';
import { programItems } from '../../db/schema';

/** The session documents of these ids, by id. */
export async function sessionsById(db: Db, eventId: string, ids: readonly number[]) {
  const found = new Map<number, SessionItemDoc>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ doc: programItems.doc })
    .from(programItems)
    .where(
      and(
        eq(programItems.eventId, eventId),
        eq(programItems.kind, 'session'),
        inArray(programItems.sessionId, [...new Set(ids)]),
      ),
    );
  for (const r of rows) found.set(r.doc.session_id, r.doc);
  return found;
}
