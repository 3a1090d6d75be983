import { and, eq } from 'drizzle-orm';
import type { Answer, AssessmentKind } from '../../../schemas/evaluation';
import type { Db } from '../../db/connect';
import { assessmentSubmissions, earnedCredits, users } from '../../db/schema';

export interface SubmissionKey {
  eventId: string;
  uuid: string;
  kind: AssessmentKind;
  sessionId: number;
}

export type SubmissionRow = typeof assessmentSubmissions.$inferSelect;

export async function readSubmission(db: Db, key: SubmissionKey): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(assessmentSubmissions)
    .where(
      and(
        eq(assessmentSubmissions.eventId, key.eventId),
        eq(assessmentSubmissions.uuid, key.uuid),
        eq(assessmentSubmissions.kind, key.kind),
        eq(assessmentSubmissions.sessionId, key.sessionId),
      ),
    )
    .limit(1);
  return row;
}

export interface EarnedCredit {
  creditNumSelect: string;
  creditName: string;
  hundredths: number;
}

/**
 * Stores the one submission of a form with the credits it earns, in one transaction after locking the user's
 * row (as a credit choice does). `credits` is read inside it, so the choice earned is the one stored now.
 * Undefined when the form was already submitted.
 */
export async function storeSubmission(
  db: Db,
  key: SubmissionKey,
  submission: {
    answers: Record<string, Answer>;
    score: { correct: number; total: number } | null;
    at: number;
  },
  credits: (tx: Db) => Promise<EarnedCredit[]>,
): Promise<SubmissionRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ uuid: users.uuid }).from(users).where(eq(users.uuid, key.uuid)).for('update');
    const [row] = await tx
      .insert(assessmentSubmissions)
      .values({
        ...key,
        answers: submission.answers,
        scoreCorrect: submission.score?.correct ?? null,
        scoreTotal: submission.score?.total ?? null,
        submittedAt: submission.at,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    const earned = await credits(tx as unknown as Db);
    if (earned.length > 0) {
      await tx.insert(earnedCredits).values(
        earned.map((c) => ({
          eventId: key.eventId,
          uuid: key.uuid,
          sessionId: key.sessionId,
          ...c,
          earnedAt: submission.at,
        })),
      );
    }
    return row;
  });
}
