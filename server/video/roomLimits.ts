import { OFFICE_HOURS } from '../../schemas/constants';
import type { SessionItemDoc } from '../../schemas/sessionItem';

/**
 * What a room promises and enforces, within what the video provider holds: the built-in mesh holds
 * BUILTIN_ROOM_MAX people a room, so a lounge, an office hour or a breakout room configured for more reports
 * (and admits) that many; on Daily (`max` null) the configured capacities stand.
 */
export const withinProvider = (capacity: number | null, max: number | null): number | null =>
  max === null ? capacity : Math.min(capacity ?? max, max);

type LiveConfigDoc = NonNullable<SessionItemDoc['live_config_object']>;

/** An office hour's capacity (000 §9): session_office_hour_capacity, 25 by default, at most 50. */
export const officeHourCapacity = (live: LiveConfigDoc | undefined): number =>
  Math.min(
    live?.session_office_hour_capacity ?? OFFICE_HOURS.DEFAULT_CAPACITY,
    OFFICE_HOURS.PROVIDER_MAX_PARTICIPANTS,
  );

/**
 * A program item with the capacities of its video rooms (office hours, breakout rooms) as the provider holds
 * them, so that cards and panels say 'Room Full' where the room is; the item itself when nothing changes.
 */
export function withRoomLimits(doc: SessionItemDoc, max: number | null): SessionItemDoc {
  if (max === null) return doc;
  const live = doc.live_config_object;
  const hasOfficeHours = (doc.office_hours?.length ?? 0) > 0;
  const breakouts = live?.session_breakout_rooms;
  if (!hasOfficeHours && !breakouts) return doc;
  return {
    ...doc,
    live_config_object: {
      ...live,
      ...(hasOfficeHours ? { session_office_hour_capacity: Math.min(officeHourCapacity(live), max) } : {}),
      ...(breakouts
        ? {
            session_breakout_rooms: breakouts.map((r) => ({
              ...r,
              capacity: Math.min(r.capacity ?? max, max),
            })),
          }
        : {}),
    },
  };
}
