import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { programItems } from '../../db/schema';
import type { EventRow } from '../events/queries';

/**
 * The sessions a self-registered account may open: those of the types in `signup_session_types`, or every
 * session of the event when the setting is absent.
 */
export async function signupSessionAccess(db: Db, event: EventRow): Promise<number[]> {
  const types = event.config.signup_session_types?.map(String);
  const rows = await db
    .select({ sessionId: programItems.sessionId })
    .from(programItems)
    .where(
      and(
        eq(programItems.eventId, event.id),
        eq(programItems.kind, 'session'),
        ...(types ? [inArray(programItems.type, types.length ? types : [''])] : []),
      ),
    );
  return [...new Set(rows.map((r) => r.sessionId))].sort((a, b) => a - b);
}
