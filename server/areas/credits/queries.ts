import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { assessmentSubmissions, creditChoices, earnedCredits, users } from '../../db/schema';

export interface SessionKey {
  eventId: string;
  uuid: string;
  sessionId: number;
}

export async function readChoice(db: Db, key: SessionKey): Promise<string[]> {
  const [row] = await db
    .select({ chosen: creditChoices.chosen })
    .from(creditChoices)
    .where(
      and(
        eq(creditChoices.eventId, key.eventId),
        eq(creditChoices.uuid, key.uuid),
        eq(creditChoices.sessionId, key.sessionId),
      ),
    )
    .limit(1);
  return row?.chosen ?? [];
}

/**
 * Saves the user's choice unless the session's evaluation is submitted (then false): the user's row is locked
 * first, as the submission locks it, so a choice never changes beside a submission that earns the old one.
 */
export async function saveChoiceUnlessEarned(db: Db, key: SessionKey, chosen: string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ uuid: users.uuid }).from(users).where(eq(users.uuid, key.uuid)).for('update');
    if (await hasSubmittedEvaluation(tx as unknown as Db, key)) return false;
    await tx
      .insert(creditChoices)
      .values({ ...key, chosen })
      .onConflictDoUpdate({
        target: [creditChoices.uuid, creditChoices.sessionId],
        set: { chosen, updatedAt: new Date() },
      });
    return true;
  });
}

/** Whether the user has submitted the session's evaluation (which earns its credits and ends the choice). */
export async function hasSubmittedEvaluation(db: Db, key: SessionKey): Promise<boolean> {
  const [row] = await db
    .select({ at: assessmentSubmissions.submittedAt })
    .from(assessmentSubmissions)
    .where(
      and(
        eq(assessmentSubmissions.eventId, key.eventId),
        eq(assessmentSubmissions.uuid, key.uuid),
        eq(assessmentSubmissions.kind, 'evaluation'),
        eq(assessmentSubmissions.sessionId, key.sessionId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Every credit the user has earned in the event, in the order earned. */
export async function earnedOf(db: Db, eventId: string, uuid: string) {
  return db
    .select({
      sessionId: earnedCredits.sessionId,
      creditNumSelect: earnedCredits.creditNumSelect,
      creditName: earnedCredits.creditName,
      hundredths: earnedCredits.hundredths,
      earnedAt: earnedCredits.earnedAt,
    })
    .from(earnedCredits)
    .where(and(eq(earnedCredits.eventId, eventId), eq(earnedCredits.uuid, uuid)))
    .orderBy(asc(earnedCredits.earnedAt), asc(earnedCredits.sessionId), asc(earnedCredits.creditNumSelect));
}
export type EarnedRow = Awaited<ReturnType<typeof earnedOf>>[number];
