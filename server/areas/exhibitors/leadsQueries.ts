import { and, asc, count, desc, eq, inArray, like, max, or } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { activityLog, exhibitorLeads, meetings, timeslots, users } from '../../db/schema';

/**
 * What the activity log calls a booth's items (server/http/activityRecording.ts): a booth visit names the
 * company; a product page and a booth media item (PDF, video, link) name `{CompID}/{item}`.
 */
export const BOOTH_VISIT = { action: 'booth_visit', entityType: 'exhibitor' } as const;
export const PRODUCT_VIEW = { action: 'product_view', entityType: 'exhibitor_product' } as const;
export const MEDIA_VIEW = { action: 'booth_media_view', entityType: 'exhibitor_media' } as const;

/** The company's leads, newest share first. */
export async function leadsOf(db: Db, eventId: string, compId: number) {
  return db
    .select({ uuid: exhibitorLeads.uuid, card: exhibitorLeads.card, sharedAt: exhibitorLeads.sharedAt })
    .from(exhibitorLeads)
    .where(and(eq(exhibitorLeads.eventId, eventId), eq(exhibitorLeads.exhibitorId, compId)))
    .orderBy(desc(exhibitorLeads.sharedAt), asc(exhibitorLeads.uuid));
}

/**
 * The company's leads' booth activity, per person and item: visits of this company's booth and the items of
 * this company they opened (counted, with the last time). Read through the leads (a join), never anyone else.
 */
export async function leadActivity(db: Db, eventId: string, compId: number) {
  const prefix = `${compId}/`;
  return db
    .select({
      uuid: activityLog.uuid,
      action: activityLog.action,
      entityId: activityLog.entityId,
      times: count(),
      lastAt: max(activityLog.at),
    })
    .from(activityLog)
    .innerJoin(
      exhibitorLeads,
      and(
        eq(exhibitorLeads.eventId, activityLog.eventId),
        eq(exhibitorLeads.uuid, activityLog.uuid),
        eq(exhibitorLeads.exhibitorId, compId),
      ),
    )
    .where(
      and(
        eq(activityLog.eventId, eventId),
        or(
          and(
            eq(activityLog.action, BOOTH_VISIT.action),
            eq(activityLog.entityType, BOOTH_VISIT.entityType),
            eq(activityLog.entityId, String(compId)),
          ),
          and(
            inArray(activityLog.action, [PRODUCT_VIEW.action, MEDIA_VIEW.action]),
            inArray(activityLog.entityType, [PRODUCT_VIEW.entityType, MEDIA_VIEW.entityType]),
            // CompIDs are digits: the prefix holds no LIKE wildcard.
            like(activityLog.entityId, `${prefix}%`),
          ),
        ),
      ),
    )
    .groupBy(activityLog.uuid, activityLog.action, activityLog.entityId);
}

/** Meetings the company's leads booked on this company's timeslots, soonest first, with the slot's owner. */
export async function leadMeetings(db: Db, eventId: string, compId: number) {
  return db
    .select({
      id: meetings.id,
      requester: meetings.requesterUuid,
      status: meetings.status,
      title: timeslots.title,
      startMs: timeslots.startMs,
      endMs: timeslots.endMs,
      ownerUuid: timeslots.ownerUuid,
      ownerFirst: users.firstname,
      ownerLast: users.lastname,
    })
    .from(meetings)
    .innerJoin(
      timeslots,
      and(
        eq(timeslots.eventId, meetings.eventId),
        eq(timeslots.id, meetings.timeslotId),
        eq(timeslots.exhibitorId, compId),
      ),
    )
    .innerJoin(users, eq(users.uuid, timeslots.ownerUuid))
    .innerJoin(
      exhibitorLeads,
      and(
        eq(exhibitorLeads.eventId, meetings.eventId),
        eq(exhibitorLeads.uuid, meetings.requesterUuid),
        eq(exhibitorLeads.exhibitorId, compId),
      ),
    )
    .where(and(eq(meetings.eventId, eventId), eq(meetings.exhibitorId, compId)))
    .orderBy(asc(timeslots.startMs), asc(meetings.id));
}
