import type { ExhibitorDoc } from '../../schemas/exhibitor';
import type { Db } from '../../server/db/connect';
import { exhibitors } from '../../server/db/schema';

/** Stores companies of an event's exhibit hall as the seed does: one row per company, its level's order. */
export async function insertExhibitors(db: Db, eventId: string, docs: readonly ExhibitorDoc[]) {
  await db.insert(exhibitors).values(
    docs.map((doc) => ({
      eventId,
      id: doc.CompanyInfo.CompID,
      uuid: doc.CompanyInfo.CompUUID,
      name: doc.CompanyInfo.Companyname,
      levelOrder: doc.badgeObj.order,
      doc,
    })),
  );
}
