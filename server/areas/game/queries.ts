import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { gameTasks } from '../../db/schema';

/** The stored documents of the event's game tasks, as written (not yet decoded). */
export async function gameTaskDocs(db: Db, eventId: string): Promise<unknown[]> {
  const rows = await db.select().from(gameTasks).where(eq(gameTasks.eventId, eventId));
  return rows.map((r) => r.doc);
}
