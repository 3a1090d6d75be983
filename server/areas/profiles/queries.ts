import type { SignedInCache } from '../auth/signedInCache';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { Db } from '../../db/connect';
import { programItems, users } from '../../db/schema';

/** The items of an event in which this person is an author or a chair (jsonb containment on the item). */
export async function itemsOfPerson(db: Db, eventId: string, uuid: string): Promise<SessionItemDoc[]> {
  const person = JSON.stringify([{ uuid }]);
  const rows = await db
    .select({ doc: programItems.doc })
    .from(programItems)
    .where(
      and(
        eq(programItems.eventId, eventId),
        or(
          sql`${programItems.doc} -> 'author_array' @> ${person}::jsonb`,
          sql`${programItems.doc} -> 'session_chair_array' @> ${person}::jsonb`,
        ),
      ),
    )
    .orderBy(sql`${programItems.start} asc nulls last`, programItems.id);
  return rows.map((r) => r.doc);
}

/** The session documents of these session ids (the parents of a person's abstracts and program items). */
export async function sessionsByIds(
  db: Db,
  eventId: string,
  ids: readonly number[],
): Promise<SessionItemDoc[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ doc: programItems.doc })
    .from(programItems)
    .where(
      and(
        eq(programItems.eventId, eventId),
        eq(programItems.kind, 'session'),
        inArray(programItems.sessionId, [...ids]),
      ),
    );
  return rows.map((r) => r.doc);
}

/**
 * Writes fields of one user of the event, and tells the signed-in cache (every API process) that the account
 * changed, so the next request reads it afresh: the one way the API changes an account.
 */
export async function updateUser(
  db: Db,
  stale: SignedInCache['stale'],
  eventId: string,
  uuid: string,
  set: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db
    .update(users)
    .set(set)
    .where(and(eq(users.eventId, eventId), eq(users.uuid, uuid)));
  await stale({ kind: 'user', eventId, uuid });
}
