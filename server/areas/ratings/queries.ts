import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { ratings, ratingTotals, users } from '../../db/schema';

export interface RatingKey {
  eventId: string;
  uuid: string;
  entityType: string;
  entityId: string;
}

/** Everyone's count and total (half stars) per rated item of the event, with this user's own rating. */
export async function ratingFigures(db: Db, eventId: string, uuid: string) {
  const totals = await db
    .select({
      entityType: ratingTotals.entityType,
      entityId: ratingTotals.entityId,
      count: ratingTotals.count,
      totalHalves: ratingTotals.totalHalves,
    })
    .from(ratingTotals)
    .where(and(eq(ratingTotals.eventId, eventId), sql`${ratingTotals.count} > 0`));
  const mine = await db
    .select({ entityType: ratings.entityType, entityId: ratings.entityId, halves: ratings.halves })
    .from(ratings)
    .where(and(eq(ratings.eventId, eventId), eq(ratings.uuid, uuid)));
  return { totals, mine };
}

/**
 * Sets the user's rating (0 removes it) and moves the item's count and total by the difference, in one
 * transaction: the user's own row is locked first, so two saves of the same person never both count as new,
 * and the totals move by an atomic increment, so concurrent raters never lose each other's change.
 */
export async function setRating(db: Db, key: RatingKey, halves: number) {
  return db.transaction(async (tx) => {
    await tx.select({ uuid: users.uuid }).from(users).where(eq(users.uuid, key.uuid)).for('update');
    const own = and(
      eq(ratings.uuid, key.uuid),
      eq(ratings.entityType, key.entityType),
      eq(ratings.entityId, key.entityId),
    );
    const [previous] = await tx.select({ halves: ratings.halves }).from(ratings).where(own);
    const before = previous?.halves ?? 0;
    if (halves === 0) await tx.delete(ratings).where(own);
    else if (previous) await tx.update(ratings).set({ halves, updatedAt: new Date() }).where(own);
    else await tx.insert(ratings).values({ ...key, halves });
    const countDelta = (before === 0 ? 0 : -1) + (halves === 0 ? 0 : 1);
    const [totals] = await tx
      .insert(ratingTotals)
      .values({
        eventId: key.eventId,
        entityType: key.entityType,
        entityId: key.entityId,
        count: countDelta,
        totalHalves: halves - before,
      })
      .onConflictDoUpdate({
        target: [ratingTotals.eventId, ratingTotals.entityType, ratingTotals.entityId],
        set: {
          count: sql`${ratingTotals.count} + ${countDelta}`,
          totalHalves: sql`${ratingTotals.totalHalves} + ${halves - before}`,
        },
      })
      .returning({ count: ratingTotals.count, totalHalves: ratingTotals.totalHalves });
    return totals ?? { count: 0, totalHalves: 0 };
  });
}

/** The stored ratings of an item, to check the totals against (tests and repairs). */
export async function ratingsOf(db: Db, eventId: string, entityType: string, entityId: string) {
  return db
    .select({ halves: ratings.halves })
    .from(ratings)
    .where(
      and(eq(ratings.eventId, eventId), eq(ratings.entityType, entityType), eq(ratings.entityId, entityId)),
    );
}
