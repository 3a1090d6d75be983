import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { favorites } from '../../db/schema';

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
