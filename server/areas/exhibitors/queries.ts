import { and, asc, eq } from 'drizzle-orm';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import type { ProductDoc } from '../../../schemas/product';
import type { Db } from '../../db/connect';
import { exhibitors, products } from '../../db/schema';

/** Every exhibitor of an event, best sponsor level first, then by name. */
export async function eventExhibitors(db: Db, eventId: string): Promise<ExhibitorDoc[]> {
  const rows = await db
    .select({ doc: exhibitors.doc })
    .from(exhibitors)
    .where(eq(exhibitors.eventId, eventId))
    .orderBy(asc(exhibitors.levelOrder), asc(exhibitors.name));
  return rows.map((r) => r.doc);
}

export async function findExhibitor(db: Db, eventId: string, id: number): Promise<ExhibitorDoc | null> {
  const [row] = await db
    .select({ doc: exhibitors.doc })
    .from(exhibitors)
    .where(and(eq(exhibitors.eventId, eventId), eq(exhibitors.id, id)));
  return row?.doc ?? null;
}

export async function exhibitorProducts(db: Db, eventId: string, id: number): Promise<ProductDoc[]> {
  const rows = await db
    .select({ doc: products.doc })
    .from(products)
    .where(and(eq(products.eventId, eventId), eq(products.exhibitorId, id)));
  return rows.map((r) => r.doc);
}
