import { SAMPLED } from '../../schemas/eventAnalytics';
import type { ExhibitorDoc } from '../../schemas/exhibitor';
import type { SessionItemDoc } from '../../schemas/sessionItem';
import type { activityLog } from '../db/schema';
import type { UserInsert } from './people';
import { createRandom } from './random';

/** A generator of its own, so that the rest of the demo is as it was before the activity was added. */
const ACTIVITY_SEED = 0xac71_0001;
const MINUTE = 60_000;
/** How far back the demo's activity goes: the morning of a running event, not a year of rows. */
const HISTORY = 3 * 60 * MINUTE;

type ActivityRow = typeof activityLog.$inferInsert;

/**
 * The demo event's last three hours as the analytics see them, so that a newcomer finds the dashboard in use:
 * each session that ran meanwhile with its live viewers a minute (rising, holding, falling away) and page
 * views, people online, booth visits, and lounges filling and emptying. Generated from the day (`now`) alone.
 */
export function demoActivity(input: {
  eventId: string;
  now: number;
  items: readonly SessionItemDoc[];
  attendees: readonly UserInsert[];
  exhibitors: readonly ExhibitorDoc[];
  /** The ids of the lounges. */
  lounges: readonly string[];
}): ActivityRow[] {
  const r = createRandom(ACTIVITY_SEED);
  const { eventId, now } = input;
  const from = now - HISTORY;
  const rows: ActivityRow[] = [];
  const minuteOf = (t: number) => Math.floor(t / MINUTE) * MINUTE;
  const person = () => r.pick(input.attendees).uuid;

  const ran = input.items.filter(
    (i) =>
      i.internal_type === 'session' &&
      i.live_config_object !== undefined &&
      (i.start_time_unix ?? Infinity) < now &&
      (i.end_time_unix ?? -Infinity) > from,
  );
  for (const s of ran) {
    const opened = minuteOf(s.start_time_unix ?? now);
    const closes = s.end_time_unix ?? now;
    const start = Math.max(opened, minuteOf(from));
    const end = Math.min(closes, now);
    const crowd = r.int(8, 60);
    for (let t = start; t < end; t += MINUTE) {
      // Arriving over the session's first ten minutes, leaving over its last five, a little coming and going
      // between: a session still running when the event is seeded still has its crowd at that moment.
      const ramp = Math.min(1, (t - opened) / (10 * MINUTE), (closes - t) / (5 * MINUTE));
      const viewers = Math.round(crowd * ramp * (0.85 + 0.3 * r.next()));
      if (viewers > 0)
        rows.push({
          eventId,
          uuid: null,
          action: SAMPLED.liveViewers,
          entityType: 'session',
          entityId: String(s.session_id),
          amount: viewers,
          at: new Date(t),
        });
    }
    for (let n = r.int(crowd, crowd * 2); n > 0; n--)
      rows.push({
        eventId,
        uuid: person(),
        action: 'session_view',
        entityType: 'session',
        entityId: String(s.session_id),
        at: new Date(r.int(start, end)),
      });
  }

  for (let t = minuteOf(from); t < now; t += MINUTE)
    rows.push({ eventId, uuid: null, action: SAMPLED.onlineUsers, amount: r.int(140, 220), at: new Date(t) });

  for (const e of input.exhibitors) {
    for (let n = r.int(2, 25); n > 0; n--)
      rows.push({
        eventId,
        uuid: person(),
        action: 'booth_visit',
        entityType: 'exhibitor',
        entityId: String(e.CompanyInfo.CompID),
        at: new Date(r.int(from, now)),
      });
  }

  for (const id of input.lounges.slice(0, 4)) {
    let occupants = 0;
    for (let t = minuteOf(from); t < now; t += MINUTE) {
      occupants = Math.max(0, Math.min(12, occupants + r.int(-2, 2)));
      if (occupants > 0)
        rows.push({
          eventId,
          uuid: null,
          action: SAMPLED.loungeOccupancy,
          entityType: 'lounge',
          entityId: id,
          amount: occupants,
          at: new Date(t),
        });
    }
    for (let n = r.int(5, 30); n > 0; n--)
      rows.push({
        eventId,
        uuid: person(),
        action: 'lounge_join',
        entityType: 'lounge',
        entityId: id,
        at: new Date(r.int(from, now)),
      });
  }
  return rows.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
}
