import { and, count, countDistinct, eq, inArray, isNotNull, max, sql, sum } from 'drizzle-orm';
import {
  FEATURE_ACTIONS,
  type ExhibitorFigures,
  type FeatureFigures,
  type Feature,
  type LoungeFigures,
  SAMPLED,
  type SessionFigures,
  type SignedInDay,
  type ViewerSample,
} from '../../../schemas/eventAnalytics';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect';
import {
  activityLog,
  exhibitorLeads,
  exhibitors,
  favorites,
  logins,
  meetings,
  posts,
  programItems,
  ratingTotals,
} from '../../db/schema';
import type { EventRow } from '../events/queries';
import { loungesOf } from '../lounges/rooms';

/** The figures of one thing, by its id, from a grouped query's rows (absent: 0). */
const byId = <R extends { id: string | number | null }>(rows: R[]) =>
  new Map(rows.flatMap((r) => (r.id === null ? [] : [[String(r.id), r] as const])));
const n = (v: unknown) => Number(v ?? 0);
type EntityTable = { eventId: PgColumn; entityType: PgColumn; entityId: PgColumn };
const ofEvent = (eventId: string) => eq(activityLog.eventId, eventId);

/**
 * The organisers' figures, each one SQL query over the activity log and the features' tables (PGlite and
 * PostgreSQL alike), read when asked: the dashboard refreshes them while the event runs.
 */
export function createEventFigures(db: Db) {
  /** People signed in each day of the event's time zone: a sign-in that day or anything they did. */
  async function signedInPerDay(eventId: string, timeZone: string): Promise<SignedInDay[]> {
    const result = await db.execute(sql`
      select day, count(distinct uuid)::int as attendees from (
        select (${logins.createdAt} at time zone ${timeZone})::date::text as day, ${logins.userUuid} as uuid
        from ${logins} where ${logins.eventId} = ${eventId}
        union all
        select (${activityLog.at} at time zone ${timeZone})::date::text, ${activityLog.uuid}
        from ${activityLog} where ${activityLog.eventId} = ${eventId} and ${activityLog.uuid} is not null
      ) as seen group by day order by day`);
    return (result as unknown as { rows: { day: string; attendees: number }[] }).rows.map((r) => ({
      day: r.day,
      attendees: n(r.attendees),
    }));
  }

  async function engagement(eventId: string): Promise<FeatureFigures[]> {
    const features = Object.entries(FEATURE_ACTIONS) as [Feature, readonly string[]][];
    const featureOf = sql.join(
      [
        sql`case`,
        ...features.map(
          ([feature, actions]) =>
            sql`when ${activityLog.action} in (${sql.join(
              actions.map((a) => sql`${a}`),
              sql`, `,
            )}) then ${feature}`,
        ),
        sql`end`,
      ],
      sql` `,
    );
    const rows = await db
      .select({
        feature: sql<string>`${featureOf}`,
        actions: count(),
        people: countDistinct(activityLog.uuid),
      })
      .from(activityLog)
      .where(and(ofEvent(eventId), isNotNull(activityLog.uuid)))
      // By position: the CASE's bound parameters would differ between the select list and a repeated GROUP BY.
      .groupBy(sql`1`);
    const found = new Map(rows.map((r) => [r.feature, r]));
    return features.map(([feature]) => ({
      feature,
      actions: n(found.get(feature)?.actions),
      people: n(found.get(feature)?.people),
    }));
  }

  /** Per session of the program: views, live viewers (samples), recordings watched, favourites, ratings, posts. */
  async function sessions(
    eventId: string,
    sessionIds?: number[],
  ): Promise<Omit<SessionFigures, 'watchingNow'>[]> {
    const only = sessionIds?.map(String);
    /** Rows of a table keyed by entity (the log, favourites, ratings) about these sessions of the event. */
    const aboutSessions = (t: EntityTable) =>
      and(eq(t.eventId, eventId), eq(t.entityType, 'session'), only ? inArray(t.entityId, only) : undefined);
    const logged = (action: string) => and(aboutSessions(activityLog), eq(activityLog.action, action));
    const [items, views, live, onDemand, favourites, rated, posted] = await Promise.all([
      db
        .select({
          id: programItems.sessionId,
          title: sql<string>`${programItems.doc}->>'title'`,
          start: programItems.start,
        })
        .from(programItems)
        .where(
          and(
            eq(programItems.eventId, eventId),
            eq(programItems.kind, 'session'),
            sessionIds ? inArray(programItems.sessionId, sessionIds) : undefined,
          ),
        )
        .orderBy(programItems.start, programItems.sessionId),
      db
        .select({ id: activityLog.entityId, views: count() })
        .from(activityLog)
        .where(logged('session_view'))
        .groupBy(activityLog.entityId),
      db
        .select({
          id: activityLog.entityId,
          peak: max(activityLog.amount),
          average: sql<number>`avg(${activityLog.amount})::float`,
        })
        .from(activityLog)
        .where(logged(SAMPLED.liveViewers))
        .groupBy(activityLog.entityId),
      db
        .select({
          id: activityLog.entityId,
          viewers: countDistinct(activityLog.uuid),
          seconds: sum(activityLog.amount),
        })
        .from(activityLog)
        .where(logged('watch_ondemand'))
        .groupBy(activityLog.entityId),
      db
        .select({ id: favorites.entityId, favourites: count() })
        .from(favorites)
        .where(aboutSessions(favorites))
        .groupBy(favorites.entityId),
      db
        .select({ id: ratingTotals.entityId, count: ratingTotals.count, halves: ratingTotals.totalHalves })
        .from(ratingTotals)
        .where(aboutSessions(ratingTotals)),
      db
        .select({ id: posts.sessionId, posts: count() })
        .from(posts)
        .where(
          and(
            eq(posts.eventId, eventId),
            isNotNull(posts.sessionId),
            eq(posts.discarded, false),
            sessionIds ? inArray(posts.sessionId, sessionIds) : undefined,
          ),
        )
        .groupBy(posts.sessionId),
    ]);
    const [viewsOf, liveOf, onDemandOf, favouritesOf, ratedOf, postsOf] = [
      byId(views),
      byId(live),
      byId(onDemand),
      byId(favourites),
      byId(rated),
      byId(posted),
    ];
    return items.map((item) => {
      const id = String(item.id);
      const rating = ratedOf.get(id);
      const ratings = n(rating?.count);
      return {
        sessionId: item.id,
        title: item.title ?? '',
        start: item.start,
        views: n(viewsOf.get(id)?.views),
        livePeak: n(liveOf.get(id)?.peak),
        liveAverage: Math.round(n(liveOf.get(id)?.average) * 10) / 10,
        onDemandViewers: n(onDemandOf.get(id)?.viewers),
        onDemandMinutes: Math.round(n(onDemandOf.get(id)?.seconds) / 60),
        favourites: n(favouritesOf.get(id)?.favourites),
        averageRating: ratings > 0 ? Math.round((n(rating?.halves) / ratings / 2) * 10) / 10 : null,
        ratings,
        posts: n(postsOf.get(id)?.posts),
      };
    });
  }

  /** A session's live viewers, one sample a minute, oldest first. */
  async function viewersOf(eventId: string, sessionId: number): Promise<ViewerSample[]> {
    const rows = await db
      .select({ at: activityLog.at, viewers: activityLog.amount })
      .from(activityLog)
      .where(
        and(
          ofEvent(eventId),
          eq(activityLog.action, SAMPLED.liveViewers),
          eq(activityLog.entityId, String(sessionId)),
        ),
      )
      .orderBy(activityLog.at);
    return rows.map((r) => ({ at: r.at.getTime(), viewers: n(r.viewers) }));
  }

  async function exhibitorFigures(eventId: string): Promise<ExhibitorFigures[]> {
    const [companies, visits, leads, booked] = await Promise.all([
      db
        .select({ id: exhibitors.id, name: exhibitors.name })
        .from(exhibitors)
        .where(eq(exhibitors.eventId, eventId))
        .orderBy(exhibitors.levelOrder, exhibitors.name),
      db
        .select({ id: activityLog.entityId, visits: count(), visitors: countDistinct(activityLog.uuid) })
        .from(activityLog)
        .where(and(ofEvent(eventId), eq(activityLog.action, 'booth_visit')))
        .groupBy(activityLog.entityId),
      db
        .select({ id: exhibitorLeads.exhibitorId, leads: count() })
        .from(exhibitorLeads)
        .where(eq(exhibitorLeads.eventId, eventId))
        .groupBy(exhibitorLeads.exhibitorId),
      db
        .select({ id: meetings.exhibitorId, meetings: count() })
        .from(meetings)
        .where(eq(meetings.eventId, eventId))
        .groupBy(meetings.exhibitorId),
    ]);
    const [visitsOf, leadsOf, meetingsOf] = [byId(visits), byId(leads), byId(booked)];
    return companies.map((c) => {
      const id = String(c.id);
      return {
        exhibitorId: c.id,
        name: c.name,
        visits: n(visitsOf.get(id)?.visits),
        visitors: n(visitsOf.get(id)?.visitors),
        leads: n(leadsOf.get(id)?.leads),
        meetings: n(meetingsOf.get(id)?.meetings),
      };
    });
  }

  async function loungeFigures(event: EventRow): Promise<LoungeFigures[]> {
    const [joins, occupancy] = await Promise.all([
      db
        .select({ id: activityLog.entityId, joins: count() })
        .from(activityLog)
        .where(and(ofEvent(event.id), eq(activityLog.action, 'lounge_join')))
        .groupBy(activityLog.entityId),
      db
        .select({ id: activityLog.entityId, peak: max(activityLog.amount), minutes: sum(activityLog.amount) })
        .from(activityLog)
        .where(and(ofEvent(event.id), eq(activityLog.action, SAMPLED.loungeOccupancy)))
        .groupBy(activityLog.entityId),
    ]);
    const [joinsOf, occupancyOf] = [byId(joins), byId(occupancy)];
    return loungesOf(event.config).map((room) => ({
      loungeId: room.id,
      name: room.label,
      joins: n(joinsOf.get(room.id)?.joins),
      peak: n(occupancyOf.get(room.id)?.peak),
      minutes: n(occupancyOf.get(room.id)?.minutes),
    }));
  }

  return { signedInPerDay, engagement, sessions, viewersOf, exhibitorFigures, loungeFigures };
}
export type EventFigures = ReturnType<typeof createEventFigures>;
