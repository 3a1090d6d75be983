import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { favorites, programItems } from '../../db/schema';

export interface FavoriteKey {
  eventId: string;
  uuid: string;
  entityType: string;
  entityId: string;
}

/** The user's saved items in the event, oldest first. */
export async function listFavorites(db: Db, eventId: string, uuid: string) {
  return db
    .select({ entityType: favorites.entityType, entityId: favorites.entityId })
    .from(favorites)
    .where(and(eq(favorites.eventId, eventId), eq(favorites.uuid, uuid)))
    .orderBy(favorites.createdAt);
}

/** Saves the item; saving it again changes nothing. */
export async function addFavorite(db: Db, key: FavoriteKey): Promise<void> {
  await db.insert(favorites).values(key).onConflictDoNothing();
}

export async function removeFavorite(db: Db, key: FavoriteKey): Promise<void> {
  await db
    .delete(favorites)
    .where(
      and(
        eq(favorites.uuid, key.uuid),
        eq(favorites.entityType, key.entityType),
        eq(favorites.entityId, key.entityId),
        eq(favorites.eventId, key.eventId),
      ),
    );
}

export interface SavedIds {
  session: string[];
  abstract: string[];
  program: string[];
}

/** The rows of the saved program items: sessions by session_id, abstracts by ab_id, items by program_id. */
function savedItemsOf(eventId: string, ids: SavedIds) {
  const wanted = [
    ids.session.length > 0 &&
      and(eq(programItems.kind, 'session'), inArray(programItems.sessionId, ids.session.map(Number))),
    ids.abstract.length > 0 &&
      and(eq(programItems.kind, 'abstract'), inArray(sql`${programItems.doc}->>'ab_id'`, ids.abstract)),
    ids.program.length > 0 &&
      and(eq(programItems.kind, 'program'), inArray(sql`${programItems.doc}->>'program_id'`, ids.program)),
  ].filter((w): w is NonNullable<ReturnType<typeof and>> => Boolean(w));
  return wanted.length === 0 ? null : and(eq(programItems.eventId, eventId), or(...wanted));
}

/** Title and times of the saved program items. */
export async function savedItemTimes(db: Db, eventId: string, ids: SavedIds) {
  const where = savedItemsOf(eventId, ids);
  if (!where) return [];
  return db
    .select({
      kind: programItems.kind,
      sessionId: programItems.sessionId,
      abId: sql<string | null>`${programItems.doc}->>'ab_id'`,
      programId: sql<string | null>`${programItems.doc}->>'program_id'`,
      title: sql<string>`${programItems.doc}->>'title'`,
      start: programItems.start,
      end: programItems.end,
    })
    .from(programItems)
    .where(where);
}

/** The whole documents of the saved program items (the calendar file), by start. */
export async function savedItemDocs(db: Db, eventId: string, ids: SavedIds) {
  const where = savedItemsOf(eventId, ids);
  if (!where) return [];
  const rows = await db
    .select({ doc: programItems.doc })
    .from(programItems)
    .where(where)
    .orderBy(programItems.start);
  return rows.map((r) => r.doc);
}
