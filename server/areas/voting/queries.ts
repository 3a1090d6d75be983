import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { Db } from '../../db/connect';
import { programItems, votes } from '../../db/schema';

/** The abstracts and sessions of the given session types, by start then id (sessions say what is hidden). */
export async function itemsOfTypes(db: Db, eventId: string, types: readonly string[]) {
  if (types.length === 0) return [];
  const rows = await db
    .select({ doc: programItems.doc })
    .from(programItems)
    .where(
      and(
        eq(programItems.eventId, eventId),
        inArray(programItems.kind, ['abstract', 'session']),
        inArray(programItems.type, [...types]),
      ),
    )
    .orderBy(asc(programItems.start), asc(programItems.id));
  return rows.map((r): SessionItemDoc => r.doc);
}

/** The user's votes in the event, by form. */
export async function votesOf(db: Db, eventId: string, uuid: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ formId: votes.formId, abId: votes.abId })
    .from(votes)
    .where(and(eq(votes.eventId, eventId), eq(votes.uuid, uuid)));
  return new Map(rows.map((r) => [r.formId, r.abId]));
}

/**
 * Records the vote unless the user has one in the form: the primary key (event, form, user) lets exactly one of
 * any number of concurrent votes in. Returns false when one was there.
 */
export async function castVote(db: Db, row: typeof votes.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(votes)
    .values(row)
    .onConflictDoNothing({ target: [votes.eventId, votes.formId, votes.uuid] })
    .returning({ abId: votes.abId });
  return inserted.length === 1;
}

/** Every vote of a form (tests: one per user after any race). */
export async function votesOfForm(db: Db, eventId: string, formId: string) {
  return db
    .select({ uuid: votes.uuid, abId: votes.abId })
    .from(votes)
    .where(and(eq(votes.eventId, eventId), eq(votes.formId, formId)));
}
