import type { ListedItem } from '../../../schemas/program';
import { hasLiveMeans } from '../../program/items';

// Apart from lobbyLists.ts: the live means rules bring the session timing machine (and Temporal) along, which only
// the second lobby variant needs, so the standard lobby stays within its first-load budget.

/** The second lobby variant's lists (000 §2) show this many sessions each. */
export const LIVE_LIST_SIZE = 10;

/** Sessions that are or will be live (a live channel, external meeting or breakout room), not yet ended: live first, then the soonest. */
export function liveAndUpcomingSessions(items: readonly ListedItem[], now: number): ListedItem[] {
  const running = (i: ListedItem) => (i.start_time_unix ?? 0) <= now;
  return items
    .filter(
      (i) =>
        i.internal_type === 'session' &&
        hasLiveMeans(i) &&
        i.start_time_unix !== undefined &&
        (i.end_time_unix ?? i.start_time_unix) > now,
    )
    .sort(
      (a, b) =>
        Number(running(b)) - Number(running(a)) || (a.start_time_unix ?? 0) - (b.start_time_unix ?? 0),
    )
    .slice(0, LIVE_LIST_SIZE);
}

/** Sessions that were live and have ended, the latest first (their replays, when they have videos). */
export function pastLiveSessions(items: readonly ListedItem[], now: number): ListedItem[] {
  return items
    .filter(
      (i) =>
        i.internal_type === 'session' &&
        hasLiveMeans(i) &&
        i.end_time_unix !== undefined &&
        i.end_time_unix <= now,
    )
    .sort((a, b) => (b.end_time_unix ?? 0) - (a.end_time_unix ?? 0))
    .slice(0, LIVE_LIST_SIZE);
}
