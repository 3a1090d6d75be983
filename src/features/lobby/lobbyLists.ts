import type { ListedItem } from '../../../schemas/program';

export const LOBBY_LIST_SIZE = 5;

/** Sessions not yet ended, the soonest first (the lobby's Upcoming tab). */
export function upcomingSessions(items: readonly ListedItem[], now: number): ListedItem[] {
  return items
    .filter(
      (i) =>
        i.internal_type === 'session' &&
        i.start_time_unix !== undefined &&
        (i.end_time_unix ?? i.start_time_unix) > now,
    )
    .sort((a, b) => (a.start_time_unix ?? 0) - (b.start_time_unix ?? 0))
    .slice(0, LOBBY_LIST_SIZE);
}

/** Sessions that ended, the latest first (the lobby's Recent tab: what can be caught up on). */
export function recentSessions(items: readonly ListedItem[], now: number): ListedItem[] {
  return items
    .filter((i) => i.internal_type === 'session' && i.end_time_unix !== undefined && i.end_time_unix <= now)
    .sort((a, b) => (b.end_time_unix ?? 0) - (a.end_time_unix ?? 0))
    .slice(0, LOBBY_LIST_SIZE);
}
