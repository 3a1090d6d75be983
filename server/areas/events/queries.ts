import { eq, or } from 'drizzle-orm';
import { NotFound } from '../../../schemas/errors';
import type { Db } from '../../db/connect';
import { events } from '../../db/schema';

export type EventRow = typeof events.$inferSelect;

const notFound = () => new NotFound({ message: 'Event not found' });

/** The event addressed by its url id (or app directory); the default event when none is given. */
export async function findEvent(db: Db, urlId?: string | null): Promise<EventRow> {
  const id = urlId?.trim();
  const [row] = id
    ? await db
        .select()
        .from(events)
        .where(or(eq(events.urlId, id), eq(events.appdir, id)))
        .limit(1)
    : await db.select().from(events).where(eq(events.isDefault, true)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function findEventById(db: Db, id: string): Promise<EventRow> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function findEventBySourceHex(db: Db, sourceHex: string): Promise<EventRow> {
  const [row] = await db.select().from(events).where(eq(events.sourceHex, sourceHex)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** The ids of every event on the platform. */
export async function eventIdsOf(db: Db): Promise<string[]> {
  return (await db.select({ id: events.id }).from(events)).map((r) => r.id);
}
