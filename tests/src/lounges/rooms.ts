import type { LoungeRoom } from '../../../schemas/lounge';

export const TZ = 'America/Chicago';
/** Tuesday 24 November 2026, 09:00 in Chicago (15:00 UTC). */
export const NOW = Date.UTC(2026, 10, 24, 15, 0);
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A lounge card of the reply: public, always open, no limit, unless told otherwise. */
export function loungeRoom(over: Partial<LoungeRoom> & { id: string }): LoungeRoom {
  return {
    label: `Room ${over.id}`,
    category: null,
    access: 'public',
    scheduled: false,
    schedules: [],
    status: 'live',
    next: null,
    capacity: null,
    moderator: false,
    may_skip_ad: true,
    presence_room: `lounge_${over.id}`,
    branding: { logo: null, video: null, label: null, external_url: null, extra_image: null },
    ...over,
  };
}

/** A scheduled room with one hour-long schedule from each start. */
export const scheduledRoom = (id: string, starts: readonly number[], category: string | null = null) =>
  loungeRoom({
    id,
    category,
    scheduled: true,
    schedules: starts.map((start) => ({ start, end: start + HOUR })),
  });
