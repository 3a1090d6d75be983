import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  type ExhibitorFigures,
  FEATURES,
  type FeatureFigures,
  type LoungeFigures,
  SAMPLED,
  type SessionFigures,
  type SignedInDay,
  type ViewerSample,
} from '../../../schemas/eventAnalytics';
import type { Db } from '../../db/connect';
import {
  activityLog,
  exhibitorLeads,
  exhibitors,
  favorites,
  meetings,
  posts,
  programItems,
  ratingTotals,
} from '../../db/schema';
import type { EventRow } from '../events/queries';
import { loungesOf } from '../lounges/rooms';
import type { EventRollup } from './activityRollup';

/** The figures of one thing, by its id, from a grouped query's rows (absent: 0). */
const byId = <R extends { id: string | number | null }>(rows: R[]) =>
  new Map(rows.flatMap((r) => (r.id === null ? [] : [[String(r.id), r] as const])));
const n = (v: unknown) => Number(v ?? 0);
const tenths = (v: number) => Math.round(v * 10) / 10;
type EntityTable = { eventId: PgColumn; entityType: PgColumn; entityId: PgColumn };

/**
 * The organisers' figures: what the activity log says, from the event's rollup (server/areas/analytics/
 * activityRollup.ts), beside what the features' own tables hold now (favourites, ratings, posts, leads,
 * meetings), each one SQL query run on PGlite and PostgreSQL alike.
 */
export function createEventFigures(db: Db) {
  /** People signed in each day of the event's time zone: a sign-in that day or anything they did. */
  function signedInPerDay(rollup: EventRollup): SignedInDay[] {
    return [...rollup.days]
      .map(([day, people]) => ({ day, attendees: people.size }))
      .sort((a, b) => a.day.localeCompare(b.day));
  }

  function engagement(rollup: EventRollup): FeatureFigures[] {
    return FEATURES.map((feature) => {
      const f = rollup.features.get(feature);
      return { feature, actions: f?.actions ?? 0, people: f?.people.size ?? 0 };
    });
  }

  /** Per session of the program: views, live viewers (samples), recordings watched, favourites, ratings, posts. */
  async function sessions(
    eventId: string,
    rollup: EventRollup,
    sessionIds?: number[],
  ): Promise<Omit<SessionFigures, 'watchingNow'>[]> {
    const only = sessionIds?.map(String);
    /** Rows of a table keyed by entity (favourites, ratings) about these sessions of the event. */
    const aboutSessions = (t: EntityTable) =>
      and(eq(t.eventId, eventId), eq(t.entityType, 'session'), only ? inArray(t.entityId, only) : undefined);
    const [items, favourites, rated, posted] = await Promise.all([
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
    const [favouritesOf, ratedOf, postsOf] = [byId(favourites), byId(rated), byId(posted)];
    return items.map((item) => {
      const id = String(item.id);
      const logged = rollup.sessions.get(id);
      const rating = ratedOf.get(id);
      const ratings = n(rating?.count);
      return {
        sessionId: item.id,
        title: item.title ?? '',
        start: item.start,
        views: logged?.views ?? 0,
        livePeak: logged?.peak ?? 0,
        liveAverage: logged?.samples ? tenths(logged.viewerSum / logged.samples) : 0,
        onDemandViewers: logged?.onDemandViewers.size ?? 0,
        onDemandMinutes: Math.round((logged?.onDemandSeconds ?? 0) / 60),
        favourites: n(favouritesOf.get(id)?.favourites),
        averageRating: ratings > 0 ? tenths(n(rating?.halves) / ratings / 2) : null,
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
          eq(activityLog.eventId, eventId),
          eq(activityLog.entityType, 'session'),
          eq(activityLog.entityId, String(sessionId)),
          eq(activityLog.action, SAMPLED.liveViewers),
        ),
      )
      .orderBy(activityLog.at);
    return rows.map((r) => ({ at: r.at.getTime(), viewers: n(r.viewers) }));
  }

  async function exhibitorFigures(eventId: string, rollup: EventRollup): Promise<ExhibitorFigures[]> {
    const [companies, leads, booked] = await Promise.all([
      db
        .select({ id: exhibitors.id, name: exhibitors.name })
        .from(exhibitors)
        .where(eq(exhibitors.eventId, eventId))
        .orderBy(exhibitors.levelOrder, exhibitors.name),
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
    const [leadsOf, meetingsOf] = [byId(leads), byId(booked)];
    return companies.map((c) => {
      const id = String(c.id);
      const visits = rollup.booths.get(id);
      return {
        exhibitorId: c.id,
        name: c.name,
        visits: visits?.actions ?? 0,
        visitors: visits?.people.size ?? 0,
        leads: n(leadsOf.get(id)?.leads),
        meetings: n(meetingsOf.get(id)?.meetings),
      };
    });
  }

  function loungeFigures(event: EventRow, rollup: EventRollup): LoungeFigures[] {
    return loungesOf(event.config).map((room) => {
      const l = rollup.lounges.get(room.id);
      return {
        loungeId: room.id,
        name: room.label,
        joins: l?.joins ?? 0,
        peak: l?.peak ?? 0,
        minutes: l?.minutes ?? 0,
      };
    });
  }

  return { signedInPerDay, engagement, sessions, viewersOf, exhibitorFigures, loungeFigures };
}
export type EventFigures = ReturnType<typeof createEventFigures>;
