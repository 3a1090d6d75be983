import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import type { Db } from '../../db/connect';
import { exhibitorLeads, exhibitorMessages, exhibitors, type LeadCard, raffleEntries } from '../../db/schema';

/** The exhibitor's document, or undefined when the event has no such company. */
export async function exhibitorDoc(
  db: Db,
  eventId: string,
  compId: number,
): Promise<ExhibitorDoc | undefined> {
  const [row] = await db
    .select({ doc: exhibitors.doc })
    .from(exhibitors)
    .where(and(eq(exhibitors.eventId, eventId), eq(exhibitors.id, compId)));
  return row?.doc;
}

export interface StoredMessage {
  eventId: string;
  uuid: string;
  exhibitorId: number;
  staffUuid: string | null;
  text: string;
  conversationId: string | null;
  now: number;
}

export async function insertExhibitorMessage(db: Db, m: StoredMessage) {
  const { now, ...row } = m;
  await db.insert(exhibitorMessages).values({ ...row, id: randomUUID(), createdAt: new Date(now) });
}

/** Keeps the user's newest card for the company. */
export async function upsertLead(
  db: Db,
  key: { eventId: string; uuid: string; exhibitorId: number },
  card: LeadCard,
  now: number,
) {
  await db
    .insert(exhibitorLeads)
    .values({ ...key, card, sharedAt: new Date(now) })
    .onConflictDoUpdate({
      target: [exhibitorLeads.uuid, exhibitorLeads.exhibitorId],
      set: { card, sharedAt: new Date(now) },
    });
}

/** Records the entry; answers false when the user had entered this company's raffle already. */
export async function insertRaffleEntry(
  db: Db,
  key: { eventId: string; uuid: string; exhibitorId: number },
  now: number,
): Promise<boolean> {
  const inserted = await db
    .insert(raffleEntries)
    .values({ ...key, enteredAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ uuid: raffleEntries.uuid });
  return inserted.length > 0;
}
