import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { postLikes, postRemovals, posts, programItems, uploads, users } from '../../db/schema';
import type { PostRow, Thread } from './rules';

/** The posts of a thread (rules.ts inThread), or those of no subject's thread (the general wall's). */
const ofThread = (thread: Thread | undefined) =>
  thread === undefined
    ? isNull(posts.subject)
    : thread.kind === 'session'
      ? and(isNull(posts.subject), eq(posts.topic, 'webinar'), eq(posts.sessionId, thread.sessionId))
      : eq(posts.subject, thread.subject);

/** The event's posts (of the thread, or of the wall) changed after `since` (all of them without it), oldest first. */
export function changedPosts(
  db: Db,
  eventId: string,
  since: Date | null,
  thread?: Thread,
): Promise<PostRow[]> {
  return db
    .select()
    .from(posts)
    .where(and(eq(posts.eventId, eventId), since ? gt(posts.updatedAt, since) : undefined, ofThread(thread)))
    .orderBy(posts.createdAt);
}

/** Posts deleted for real after `since`. */
export async function removedSince(db: Db, eventId: string, since: Date): Promise<string[]> {
  const rows = await db
    .select({ id: postRemovals.postId })
    .from(postRemovals)
    .where(and(eq(postRemovals.eventId, eventId), gt(postRemovals.removedAt, since)));
  return rows.map((r) => r.id);
}

export async function findPost(db: Db, eventId: string, id: string): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.eventId, eventId), eq(posts.id, id)));
  return row;
}

export async function insertPost(db: Db, row: typeof posts.$inferInsert): Promise<void> {
  await db.insert(posts).values(row);
}

export async function updatePost(
  db: Db,
  id: string,
  change: Partial<Pick<PostRow, 'body' | 'images' | 'messageType' | 'boardDeleted' | 'updatedAt'>>,
): Promise<void> {
  await db.update(posts).set(change).where(eq(posts.id, id));
}

/** Marks posts changed, so that the next incremental poll brings them again (a like, a new reply). */
export async function touchPosts(db: Db, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length > 0)
    await db
      .update(posts)
      .set({ updatedAt: at })
      .where(inArray(posts.id, [...ids]));
}

/** Deletes a post with its replies and likes, remembering the ids for incremental polls. */
export async function deletePost(db: Db, eventId: string, id: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(
        and(
          eq(posts.eventId, eventId),
          sql`${posts.id} = ${id} or ${posts.parentId} = ${id} or ${posts.grandParentId} = ${id}`,
        ),
      );
    await tx.delete(posts).where(eq(posts.id, id));
    if (gone.length > 0)
      await tx
        .insert(postRemovals)
        .values(gone.map((g) => ({ postId: g.id, eventId, removedAt: at })))
        .onConflictDoNothing();
  });
}

/** Likes the post once; answers whether the like is new. */
export async function addLike(db: Db, postId: string, uuid: string, at: Date): Promise<boolean> {
  const added = await db
    .insert(postLikes)
    .values({ postId, uuid, createdAt: at })
    .onConflictDoNothing()
    .returning();
  return added.length > 0;
}

export async function removeLike(db: Db, postId: string, uuid: string): Promise<boolean> {
  const removed = await db
    .delete(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.uuid, uuid)))
    .returning();
  return removed.length > 0;
}

export function likesOf(db: Db, postIds: readonly string[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      postId: postLikes.postId,
      uuid: postLikes.uuid,
      at: postLikes.createdAt,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(postLikes)
    .innerJoin(users, eq(users.uuid, postLikes.uuid))
    .where(inArray(postLikes.postId, [...postIds]))
    .orderBy(postLikes.createdAt);
}

/** How many direct replies each post has. */
export async function replyCounts(db: Db, postIds: readonly string[]): Promise<Map<string, number>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ parentId: posts.parentId, n: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(inArray(posts.parentId, [...postIds]), eq(posts.boardDeleted, false)))
    .groupBy(posts.parentId);
  return new Map(rows.map((r) => [r.parentId ?? '', Number(r.n)]));
}

export function authorsOf(db: Db, uuids: readonly string[]) {
  if (uuids.length === 0) return Promise.resolve([]);
  return db
    .select({
      uuid: users.uuid,
      firstname: users.firstname,
      lastname: users.lastname,
      company: users.company,
      picture: users.picture,
    })
    .from(users)
    .where(inArray(users.uuid, [...uuids]));
}

/** The rows of these sessions of the event. */
const theseSessions = (eventId: string, sessionIds: readonly number[]) =>
  and(
    eq(programItems.eventId, eventId),
    eq(programItems.kind, 'session'),
    inArray(programItems.sessionId, [...sessionIds]),
  );

/** The end of each of these sessions (ms), for the release of webinar posts and questions. */
export async function sessionEnds(
  db: Db,
  eventId: string,
  sessionIds: readonly number[],
): Promise<Map<number, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ sessionId: programItems.sessionId, end: programItems.end })
    .from(programItems)
    .where(theseSessions(eventId, sessionIds));
  return new Map(rows.flatMap((r) => (r.end === null ? [] : [[r.sessionId, r.end] as const])));
}

/** Whether the session exists in the event. */
export async function sessionExists(db: Db, eventId: string, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: programItems.id })
    .from(programItems)
    .where(
      and(
        eq(programItems.eventId, eventId),
        eq(programItems.kind, 'session'),
        eq(programItems.sessionId, sessionId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertUpload(db: Db, row: typeof uploads.$inferInsert): Promise<void> {
  await db.insert(uploads).values(row);
}

/** The uploads among these ids that this user made in the event. */
export async function ownUploads(
  db: Db,
  eventId: string,
  uuid: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.eventId, eventId), eq(uploads.uuid, uuid), inArray(uploads.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

export async function findUploadById(db: Db, id: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

/** A post's place in the newest-first order: its creation time, and its id between posts made together. */
export interface PostCursor {
  readonly createdAt: Date;
  readonly id: string;
}

/** The event's posts and replies made before `after` (from the newest without it), newest first. */
export function newestPosts(
  db: Db,
  eventId: string,
  after: PostCursor | null,
  limit: number,
): Promise<PostRow[]> {
  return db
    .select()
    .from(posts)
    .where(
      after
        ? and(
            eq(posts.eventId, eventId),
            sql`(${posts.createdAt}, ${posts.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`,
          )
        : eq(posts.eventId, eventId),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit);
}

/** These posts of the event (the threads' first posts of replies). */
export function postsByIds(db: Db, eventId: string, ids: readonly string[]): Promise<PostRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(posts)
    .where(and(eq(posts.eventId, eventId), inArray(posts.id, [...ids])));
}

/** The title of each of these sessions, for the posts about them. */
export async function sessionTitles(
  db: Db,
  eventId: string,
  sessionIds: readonly number[],
): Promise<Map<number, string>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ sessionId: programItems.sessionId, title: sql<string>`${programItems.doc}->>'title'` })
    .from(programItems)
    .where(theseSessions(eventId, sessionIds));
  return new Map(rows.map((r) => [r.sessionId, r.title ?? '']));
}
