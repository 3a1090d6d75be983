import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import type { ProductDoc } from '../../../schemas/product';
import type { PurchasedProductDoc } from '../../../schemas/purchasedProduct';
import type { Db } from '../../db/connect';
import { exhibitors, products, purchasedProducts } from '../../db/schema';

/** The exhibitors with these ids, by id. */
export async function exhibitorsById(db: Db, eventId: string, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, ExhibitorDoc>();
  const rows = await db
    .select({ id: exhibitors.id, doc: exhibitors.doc })
    .from(exhibitors)
    .where(and(eq(exhibitors.eventId, eventId), inArray(exhibitors.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.doc]));
}

/** The products of these exhibitors, by product id. */
export async function productsOf(db: Db, eventId: string, exhibitorIds: readonly number[]) {
  if (exhibitorIds.length === 0) return new Map<string, ProductDoc>();
  const rows = await db
    .select({ id: products.id, doc: products.doc })
    .from(products)
    .where(and(eq(products.eventId, eventId), inArray(products.exhibitorId, [...exhibitorIds])));
  return new Map(rows.map((r) => [r.id, r.doc]));
}

/** A user's purchased products, in the order they were stored. */
export async function purchasesOf(db: Db, eventId: string, uuid: string): Promise<PurchasedProductDoc[]> {
  const rows = await db
    .select({ doc: purchasedProducts.doc })
    .from(purchasedProducts)
    .where(and(eq(purchasedProducts.eventId, eventId), eq(purchasedProducts.uuid, uuid)))
    .orderBy(asc(purchasedProducts.productUuid));
  return rows.map((r) => r.doc);
}

/** One of a user's purchased products; undefined when the user did not buy it. */
export async function purchaseOf(db: Db, eventId: string, uuid: string, productUuid: string) {
  const [row] = await db
    .select({ doc: purchasedProducts.doc })
    .from(purchasedProducts)
    .where(
      and(
        eq(purchasedProducts.eventId, eventId),
        eq(purchasedProducts.uuid, uuid),
        eq(purchasedProducts.productUuid, productUuid),
      ),
    )
    .limit(1);
  return row?.doc;
}

/** Whether anybody in the event bought the product. */
export async function isPurchased(db: Db, eventId: string, productUuid: string): Promise<boolean> {
  const [row] = await db
    .select({ uuid: purchasedProducts.uuid })
    .from(purchasedProducts)
    .where(and(eq(purchasedProducts.eventId, eventId), eq(purchasedProducts.productUuid, productUuid)))
    .limit(1);
  return row !== undefined;
}
