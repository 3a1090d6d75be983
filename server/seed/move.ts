import { Temporal } from '@js-temporal/polyfill';
import { and, eq, sql } from 'drizzle-orm';
import type { EventConfig } from '../../schemas/eventConfig';
import type { SessionItemDoc } from '../../schemas/sessionItem';
import type { Db } from '../db/connect';
import { events, programItems, purchasedProducts, timeslots } from '../db/schema';
import { createShifter, dayOf } from './calendar';
import { DEMO } from './catalog';
import { shiftPurchase } from './purchasedProducts';

type Shift = (ms: number) => number;
type Json = Record<string, unknown>;

const BATCH = 500;

/** Every date of a session item, moved. */
export function shiftItem(doc: SessionItemDoc, shift: Shift): SessionItemDoc {
  const out: Json = { ...doc };
  for (const key of ['start_time_unix', 'end_time_unix', 'parent_start'] as const) {
    const v = doc[key];
    if (typeof v === 'number') out[key] = shift(v);
  }
  if (doc.office_hours)
    out.office_hours = doc.office_hours.map((o) => ({ start: shift(o.start), end: shift(o.end) }));
  const release = doc.live_config_object?.release_management;
  if (release?.content_start_date !== undefined) {
    out.live_config_object = {
      ...doc.live_config_object,
      release_management: { ...release, content_start_date: shift(release.content_start_date) },
    };
  }
  return out as SessionItemDoc;
}

/** Every date of the configuration document, moved: lounge schedules and the game's window. */
export function shiftConfig(config: EventConfig, shift: Shift, anchor: string): EventConfig {
  const out: Json = { ...config, demo_anchor_date: anchor };
  if (config.lobbies) {
    out.lobbies = config.lobbies.map((l) =>
      typeof l === 'string' || !l.schedules
        ? l
        : { ...l, schedules: l.schedules.map((s) => ({ start: shift(s.start), end: shift(s.end) })) },
    );
  }
  const game = config.game_config as Json | undefined;
  if (game && typeof game === 'object') {
    const g: Json = { ...game };
    for (const key of ['start_timestamp', 'end_timestamp']) {
      if (typeof g[key] === 'number') g[key] = shift(g[key] as number);
    }
    out.game_config = g;
  }
  return out as EventConfig;
}

/**
 * Moves the demo event so that its day 2 is today (in its time zone): every date moves by the same number of
 * whole days, keeping wall-clock times. Does nothing when day 2 is already today; everything else is kept.
 * Returns the number of days moved.
 */
export async function moveDemoEventToToday(db: Db, now: number): Promise<{ days: number; items: number }> {
  const [event] = await db.select().from(events).where(eq(events.id, DEMO.eventId)).limit(1);
  const anchorText = event?.config.demo_anchor_date;
  if (!event || !anchorText) return { days: 0, items: 0 };
  const timeZone = event.config.timezone ?? DEMO.timeZone;
  const today = dayOf(now, timeZone);
  const days = Temporal.PlainDate.from(anchorText).until(today, { largestUnit: 'days' }).days;
  if (days === 0) return { days: 0, items: 0 };
  const shift = createShifter(days, timeZone);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: programItems.id, doc: programItems.doc })
      .from(programItems)
      .where(eq(programItems.eventId, event.id));
    for (let i = 0; i < rows.length; i += BATCH) {
      const values = rows.slice(i, i + BATCH).map((row) => {
        const doc = shiftItem(row.doc, shift);
        return sql`(${row.id}, ${JSON.stringify(doc)}, ${doc.start_time_unix ?? null}, ${doc.end_time_unix ?? null})`;
      });
      await tx.execute(sql`
        UPDATE ${programItems} AS p
        SET doc = v.doc::jsonb, start_ms = v.s::bigint, end_ms = v.e::bigint, updated_at = now()
        FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, doc, s, e)
        WHERE p.event_id = ${event.id} AND p.id = v.id`);
    }
    await shiftTimeslots(tx, event.id, shift);
    const purchases = await tx
      .select()
      .from(purchasedProducts)
      .where(eq(purchasedProducts.eventId, event.id));
    for (const p of purchases) {
      await tx
        .update(purchasedProducts)
        .set({ doc: shiftPurchase(p.doc, shift) })
        .where(
          and(
            eq(purchasedProducts.eventId, p.eventId),
            eq(purchasedProducts.uuid, p.uuid),
            eq(purchasedProducts.productUuid, p.productUuid),
          ),
        );
    }
    await tx
      .update(events)
      .set({ config: shiftConfig(event.config, shift, today.toString()), updatedAt: new Date(now) })
      .where(eq(events.id, event.id));
    return { days, items: rows.length };
  });
}

/** Meeting timeslots move with the event, so that the demo's staff keep offering slots ahead of today. */
async function shiftTimeslots(db: Db, eventId: string, shift: Shift) {
  const rows = await db
    .select({ id: timeslots.id, start: timeslots.startMs, end: timeslots.endMs })
    .from(timeslots)
    .where(eq(timeslots.eventId, eventId));
  for (let i = 0; i < rows.length; i += BATCH) {
    const values = rows
      .slice(i, i + BATCH)
      .map((row) => sql`(${row.id}, ${shift(row.start)}, ${shift(row.end)})`);
    await db.execute(sql`
      UPDATE ${timeslots} AS t SET start_ms = v.s::bigint, end_ms = v.e::bigint
      FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, s, e)
      WHERE t.event_id = ${eventId} AND t.id = v.id`);
  }
}
