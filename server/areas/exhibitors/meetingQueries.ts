import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { exhibitors, meetings, timeslots, users } from '../../db/schema';

/** Slots read at most for one exhibitor's list: far more than any booth offers. */
const MAX_SLOTS = 1000;

export async function exhibitorOf(db: Db, eventId: string, compId: number) {
  const [row] = await db
    .select({ id: exhibitors.id, uuid: exhibitors.uuid, name: exhibitors.name, doc: exhibitors.doc })
    .from(exhibitors)
    .where(and(eq(exhibitors.eventId, eventId), eq(exhibitors.id, compId)))
    .limit(1);
  return row;
}

const slotColumns = {
  id: timeslots.id,
  title: timeslots.title,
  startMs: timeslots.startMs,
  endMs: timeslots.endMs,
  ownerUuid: timeslots.ownerUuid,
  ownerFirst: users.firstname,
  ownerLast: users.lastname,
  ownerEmail: users.email,
};

/** The exhibitor's slots that start after `now` and have no meeting, soonest first. */
export async function freeSlots(db: Db, eventId: string, compId: number, now: number) {
  return db
    .select(slotColumns)
    .from(timeslots)
    .innerJoin(users, eq(users.uuid, timeslots.ownerUuid))
    .leftJoin(meetings, and(eq(meetings.eventId, timeslots.eventId), eq(meetings.timeslotId, timeslots.id)))
    .where(
      and(
        eq(timeslots.eventId, eventId),
        eq(timeslots.exhibitorId, compId),
        gt(timeslots.startMs, now),
        isNull(meetings.id),
      ),
    )
    .orderBy(asc(timeslots.startMs), asc(timeslots.id))
    .limit(MAX_SLOTS);
}
export type SlotRow = Awaited<ReturnType<typeof freeSlots>>[number];

export async function slotOf(db: Db, eventId: string, compId: number, id: string) {
  const [row] = await db
    .select(slotColumns)
    .from(timeslots)
    .innerJoin(users, eq(users.uuid, timeslots.ownerUuid))
    .where(and(eq(timeslots.eventId, eventId), eq(timeslots.exhibitorId, compId), eq(timeslots.id, id)))
    .limit(1);
  return row;
}

/**
 * Records the meeting unless the slot has one: the unique key (event, timeslot) makes the insert of exactly one
 * of any number of concurrent requests succeed, on PGlite and PostgreSQL alike. Returns false when taken.
 */
export async function claimSlot(db: Db, row: typeof meetings.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(meetings)
    .values(row)
    .onConflictDoNothing({ target: [meetings.eventId, meetings.timeslotId] })
    .returning({ id: meetings.id });
  return inserted.length === 1;
}

/** The meetings of a slot (tests: exactly one after any race). */
export async function meetingsOfSlot(db: Db, eventId: string, timeslotId: string) {
  return db
    .select({ id: meetings.id, requester: meetings.requesterUuid, status: meetings.status })
    .from(meetings)
    .where(and(eq(meetings.eventId, eventId), eq(meetings.timeslotId, timeslotId)));
}

export const countMeetings = async (db: Db, eventId: string) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(meetings).where(eq(meetings.eventId, eventId)))[0]
    ?.n ?? 0;
