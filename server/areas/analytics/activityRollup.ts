import { and, asc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import { FEATURE_ACTIONS, type Feature, SAMPLED } from '../../../schemas/eventAnalytics';
import type { Db } from '../../db/connect';
import { activityLog, logins } from '../../db/schema';

/** Rows of the log read by one statement: short statements let attendees' queries take turns (PGlite). */
const BATCH = 10_000;
/**
 * Rows younger than this are left for the next reading: the log is written a second at a time, and on
 * PostgreSQL two processes' inserts may commit out of their ids' order within that time.
 */
export const SETTLE_MS = 5_000;

const FEATURE_OF = new Map<string, Feature>(
  (Object.entries(FEATURE_ACTIONS) as [Feature, readonly string[]][]).flatMap(([feature, actions]) =>
    actions.map((a) => [a, feature] as const),
  ),
);

interface SessionTally {
  views: number;
  samples: number;
  viewerSum: number;
  peak: number;
  onDemandViewers: Set<number>;
  onDemandSeconds: number;
}
interface PeopleTally {
  actions: number;
  people: Set<number>;
}
interface LoungeTally {
  joins: number;
  peak: number;
  minutes: number;
}

/** What the log says of one event, read up to `lastId`. People are numbered (`personOf`) to keep the sets small. */
export interface EventRollup {
  readonly timeZone: string;
  lastId: number;
  loginsUpTo: number;
  readonly personOf: Map<string, number>;
  readonly sessions: Map<string, SessionTally>;
  readonly features: Map<Feature, PeopleTally>;
  /** People seen each day (YYYY-MM-DD in the event's time zone): a sign-in or anything they did. */
  readonly days: Map<string, Set<number>>;
  readonly booths: Map<string, PeopleTally>;
  readonly lounges: Map<string, LoungeTally>;
}

const newRollup = (timeZone: string): EventRollup => ({
  timeZone,
  lastId: 0,
  loginsUpTo: 0,
  personOf: new Map(),
  sessions: new Map(),
  features: new Map(),
  days: new Map(),
  booths: new Map(),
  lounges: new Map(),
});

const entry = <K, V>(map: Map<K, V>, key: K, make: () => V): V => {
  let v = map.get(key);
  if (v === undefined) {
    v = make();
    map.set(key, v);
  }
  return v;
};
const sessionTally = (): SessionTally => ({
  views: 0,
  samples: 0,
  viewerSum: 0,
  peak: 0,
  onDemandViewers: new Set(),
  onDemandSeconds: 0,
});
const peopleTally = (): PeopleTally => ({ actions: 0, people: new Set() });

interface LoggedRow {
  id: number;
  uuid: string | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  amount: number | null;
  day: string;
}

/** Adds one row of the log to the event's figures. */
function fold(r: EventRollup, row: LoggedRow) {
  const person = row.uuid === null ? null : entry(r.personOf, row.uuid, () => r.personOf.size);
  const amount = row.amount ?? 0;
  if (person !== null) {
    entry(r.days, row.day, () => new Set()).add(person);
    const feature = FEATURE_OF.get(row.action);
    if (feature) {
      const f = entry(r.features, feature, peopleTally);
      f.actions += 1;
      f.people.add(person);
    }
  }
  const id = row.entityId;
  if (id === null) return;
  if (row.entityType === 'session') {
    const s = () => entry(r.sessions, id, sessionTally);
    if (row.action === 'session_view') s().views += 1;
    else if (row.action === SAMPLED.liveViewers) {
      const t = s();
      t.samples += 1;
      t.viewerSum += amount;
      t.peak = Math.max(t.peak, amount);
    } else if (row.action === 'watch_ondemand' && person !== null) {
      const t = s();
      t.onDemandViewers.add(person);
      t.onDemandSeconds += amount;
    }
  } else if (row.action === 'booth_visit' && person !== null) {
    const b = entry(r.booths, id, peopleTally);
    b.actions += 1;
    b.people.add(person);
  } else if (row.action === 'lounge_join') {
    entry(r.lounges, id, () => ({ joins: 0, peak: 0, minutes: 0 })).joins += 1;
  } else if (row.action === SAMPLED.loungeOccupancy) {
    const l = entry(r.lounges, id, () => ({ joins: 0, peak: 0, minutes: 0 }));
    l.peak = Math.max(l.peak, amount);
    l.minutes += amount;
  }
}

/**
 * The log's figures of each event, kept in this process and brought up to date by reading only the rows added
 * since the last reading, in short statements; the days are the event's time zone's, computed by the database.
 * Readings of one event never run at once: a caller during a reading waits for it.
 */
export function createActivityRollup(db: Db, clock: { now(): number }) {
  const rollups = new Map<string, { rollup: EventRollup; reading: Promise<EventRollup> }>();

  async function catchUp(r: EventRollup, eventId: string): Promise<EventRollup> {
    const settled = new Date(clock.now() - SETTLE_MS);
    for (;;) {
      const rows = await db
        .select({
          id: activityLog.id,
          uuid: activityLog.uuid,
          action: activityLog.action,
          entityType: activityLog.entityType,
          entityId: activityLog.entityId,
          amount: activityLog.amount,
          day: sql<string>`(${activityLog.at} at time zone ${r.timeZone})::date::text`,
        })
        .from(activityLog)
        .where(
          and(eq(activityLog.eventId, eventId), gt(activityLog.id, r.lastId), lte(activityLog.at, settled)),
        )
        .orderBy(asc(activityLog.id))
        .limit(BATCH);
      for (const row of rows) fold(r, row);
      if (rows.length > 0) r.lastId = (rows.at(-1) as LoggedRow).id;
      if (rows.length < BATCH) break;
    }
    // Sign-ins: read again from a little before the last reading (a set counts a person once per day).
    const signIns = await db
      .select({
        uuid: logins.userUuid,
        day: sql<string>`(${logins.createdAt} at time zone ${r.timeZone})::date::text`,
      })
      .from(logins)
      .where(and(eq(logins.eventId, eventId), gte(logins.createdAt, new Date(r.loginsUpTo - SETTLE_MS))));
    for (const s of signIns)
      entry(r.days, s.day, () => new Set()).add(entry(r.personOf, s.uuid, () => r.personOf.size));
    r.loginsUpTo = settled.getTime();
    return r;
  }

  return {
    /** The event's figures up to a few seconds ago (SETTLE_MS); a new time zone starts the reading over. */
    read(eventId: string, timeZone: string): Promise<EventRollup> {
      const kept = rollups.get(eventId);
      const rollup = kept && kept.rollup.timeZone === timeZone ? kept.rollup : newRollup(timeZone);
      const previous =
        kept && kept.rollup === rollup ? kept.reading.catch(() => rollup) : Promise.resolve(rollup);
      const reading = previous.then(() => catchUp(rollup, eventId));
      rollups.set(eventId, { rollup, reading });
      return reading;
    },
  };
}
export type ActivityRollup = ReturnType<typeof createActivityRollup>;
