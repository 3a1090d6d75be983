import type {
  AnalyticsOverview,
  AnalyticsTable,
  SessionAnalytics,
  SessionFigures,
} from '../../../schemas/eventAnalytics';
import { NotFound } from '../../../schemas/errors';
import { liveViewersRoom, ONLINE_PRESENCE_KEY } from '../../../schemas/relay';
import type { Db } from '../../db/connect';
import type { PresenceSnapshot } from '../../video/occupancy';
import type { EventRow } from '../events/queries';
import { eventTimeZone } from '../program/build';
import { createActivityRollup } from './activityRollup';
import { createEventFigures } from './figures';

import type { CsvTable } from '../../../schemas/csvTable';

/**
 * How long the dashboard's figures are reused: every admin's page asks every 15 s, and at a large event the log's
 * aggregates are worth reading once for all of them. Who is online and watching now is read on every call.
 */
export const FIGURES_TTL_MS = 10_000;

/** The organisers' dashboard: the figures of the log and tables, with who is online and watching now. */
export function createEventAnalytics(deps: { db: Db; clock: { now(): number }; snapshot: PresenceSnapshot }) {
  const figures = createEventFigures(deps.db);
  const rollup = createActivityRollup(deps.db, deps.clock);
  const recent = new Map<string, { at: number; read: ReturnType<typeof readFigures> }>();

  async function readFigures(event: EventRow, timeZone: string) {
    const logged = await rollup.read(event.id, timeZone);
    const [sessions, exhibitors] = await Promise.all([
      figures.sessions(event.id, logged),
      figures.exhibitorFigures(event.id, logged),
    ]);
    return [
      figures.signedInPerDay(logged),
      sessions,
      figures.engagement(logged),
      exhibitors,
      figures.loungeFigures(event, logged),
    ] as const;
  }
  /** The event's figures, read at most once every FIGURES_TTL_MS (a failed reading is not kept). */
  function figuresOf(event: EventRow, timeZone: string) {
    const now = deps.clock.now();
    const kept = recent.get(event.id);
    if (kept && now - kept.at < FIGURES_TTL_MS) return kept.read;
    const read = readFigures(event, timeZone);
    recent.set(event.id, { at: now, read });
    read.catch(() => {
      if (recent.get(event.id)?.read === read) recent.delete(event.id);
    });
    return read;
  }

  const withWatchingNow = (sessions: Omit<SessionFigures, 'watchingNow'>[], live: Map<string, number>) =>
    sessions.map((s) => ({ ...s, watchingNow: live.get(liveViewersRoom(s.sessionId)) ?? 0 }));

  async function overview(event: EventRow): Promise<AnalyticsOverview> {
    const timeZone = eventTimeZone(event.config);
    const [online, live, [signedInPerDay, sessions, engagement, exhibitors, lounges]] = await Promise.all([
      deps.snapshot(ONLINE_PRESENCE_KEY, event.id),
      deps.snapshot('/session', event.id),
      figuresOf(event, timeZone),
    ]);
    return {
      timeZone,
      generatedAt: deps.clock.now(),
      onlineNow: online.size,
      signedInPerDay,
      sessions: withWatchingNow(sessions, live),
      engagement,
      exhibitors,
      lounges,
    };
  }

  async function session(event: EventRow, sessionId: number): Promise<SessionAnalytics> {
    const logged = await rollup.read(event.id, eventTimeZone(event.config));
    const [live, [found], viewers] = await Promise.all([
      deps.snapshot('/session', event.id),
      figures.sessions(event.id, logged, [sessionId]),
      figures.viewersOf(event.id, sessionId),
    ]);
    if (!found) throw new NotFound({ message: `There is no session ${sessionId}.` });
    const [figure] = withWatchingNow([found], live);
    return {
      timeZone: eventTimeZone(event.config),
      generatedAt: deps.clock.now(),
      session: figure as SessionFigures,
      viewers,
    };
  }

  /** One of the dashboard's tables as CSV columns and rows. */
  async function table(event: EventRow, name: AnalyticsTable): Promise<CsvTable> {
    const all = await overview(event);
    switch (name) {
      case 'signed-in':
        return { columns: ['day', 'attendees'], rows: all.signedInPerDay.map((d) => [d.day, d.attendees]) };
      case 'sessions':
        return {
          columns: [
            'session_id',
            'title',
            'views',
            'watching_now',
            'live_peak',
            'live_average',
            'on_demand_viewers',
            'on_demand_minutes',
            'favourites',
            'average_rating',
            'ratings',
            'posts',
          ],
          rows: all.sessions.map((s) => [
            s.sessionId,
            s.title,
            s.views,
            s.watchingNow,
            s.livePeak,
            s.liveAverage,
            s.onDemandViewers,
            s.onDemandMinutes,
            s.favourites,
            s.averageRating,
            s.ratings,
            s.posts,
          ]),
        };
      case 'engagement':
        return {
          columns: ['feature', 'actions', 'people'],
          rows: all.engagement.map((f) => [f.feature, f.actions, f.people]),
        };
      case 'exhibitors':
        return {
          columns: ['exhibitor_id', 'name', 'visits', 'visitors', 'leads', 'meetings'],
          rows: all.exhibitors.map((e) => [e.exhibitorId, e.name, e.visits, e.visitors, e.leads, e.meetings]),
        };
      case 'lounges':
        return {
          columns: ['lounge_id', 'name', 'joins', 'peak', 'minutes'],
          rows: all.lounges.map((l) => [l.loungeId, l.name, l.joins, l.peak, l.minutes]),
        };
    }
  }

  /** A session's viewers over time as CSV columns and rows (ISO times in UTC). */
  async function viewersTable(event: EventRow, sessionId: number): Promise<CsvTable> {
    const { viewers } = await session(event, sessionId);
    return {
      columns: ['minute', 'viewers'],
      rows: viewers.map((v) => [new Date(v.at).toISOString(), v.viewers]),
    };
  }

  return { overview, session, table, viewersTable };
}
export type EventAnalytics = ReturnType<typeof createEventAnalytics>;
