import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { postLikes, posts } from '../../db/schema';
import type { PostRow } from '../wall/rules';

/** A session's questions (its level-0 question posts), oldest first. */
export function sessionQuestions(db: Db, eventId: string, sessionId: number): Promise<PostRow[]> {
  return db
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.eventId, eventId),
        eq(posts.sessionId, sessionId),
        eq(posts.messageType, 'question'),
        eq(posts.level, 0),
      ),
    )
    .orderBy(posts.createdAt);
}

/** How many upvotes (likes) each question has. */
export async function voteCounts(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ postId: postLikes.postId, n: sql<number>`count(*)::int` })
    .from(postLikes)
    .where(inArray(postLikes.postId, [...ids]))
    .groupBy(postLikes.postId);
  return new Map(rows.map((r) => [r.postId, Number(r.n)]));
}

/** The questions among `ids` the user upvoted. */
export async function votedBy(db: Db, uuid: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .where(and(eq(postLikes.uuid, uuid), inArray(postLikes.postId, [...ids])));
  return rows.map((r) => r.postId);
}

export type QuestionChange = Partial<
  Pick<PostRow, 'approved' | 'discarded' | 'boardDeleted' | 'answeredAt' | 'pinnedAt' | 'mergedInto'>
> & { updatedAt: Date };

export async function updateQuestion(db: Db, id: string, change: QuestionChange): Promise<void> {
  await db.update(posts).set(change).where(eq(posts.id, id));
}

/** Puts one question on stage: the session's other pinned question comes down. */
export async function pinOnly(db: Db, eventId: string, sessionId: number, id: string, at: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(posts)
      .set({ pinnedAt: null, updatedAt: at })
      .where(
        and(eq(posts.eventId, eventId), eq(posts.sessionId, sessionId), sql`${posts.pinnedAt} is not null`),
      );
    await tx.update(posts).set({ pinnedAt: at, updatedAt: at }).where(eq(posts.id, id));
  });
}

/** A duplicate merged into another: discarded, pointing at it, its upvotes moved there (one per voter still). */
export async function mergeInto(db: Db, id: string, into: string, at: Date) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${postLikes} (post_id, uuid, created_at)
      select ${into}, uuid, created_at from ${postLikes} where post_id = ${id}
      on conflict do nothing`);
    await tx
      .update(posts)
      .set({ discarded: true, pinnedAt: null, mergedInto: into, updatedAt: at })
      .where(and(eq(posts.id, id), isNull(posts.mergedInto)));
  });
}
