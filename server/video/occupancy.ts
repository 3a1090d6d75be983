import { presenceOfVideoRoom } from '../../schemas/videoRoom';
import type { RoomOccupancy } from './roomEntry';

/** The relay's presence counts of some rooms of one namespace and event, over every relay node. */
export type PresenceCounts = (nsp: string, eventId: string, rooms: string[]) => Promise<Map<string, number>>;

/** Every room of a namespace and event with anyone in it, over every relay node (the online users: ONLINE_PRESENCE_KEY). */
export type PresenceSnapshot = (nsp: string, eventId: string) => Promise<Map<string, number>>;

/**
 * The occupancy of video rooms from the relay's presence rooms, where the room's page counts its people
 * (`videoRoomOf`): office hours and breakout rooms in "/officeHours", lounges in "/lounge". A room with no
 * presence room (a call's) has nobody counted.
 */
export function presenceOccupancy(counts: PresenceCounts): RoomOccupancy {
  return async (eventId, room) => {
    const presence = presenceOfVideoRoom(room);
    if (!presence) return 0;
    const found = await counts(presence.namespace, eventId, [presence.room]);
    return found.get(presence.room) ?? 0;
  };
}

/** No relay to ask (the API alone without Redis): nobody is counted in any room. */
export const nobodyCounted: PresenceCounts = async (_nsp, _eventId, rooms) =>
  new Map(rooms.map((r) => [r, 0]));

/** No relay to ask: nobody is in any room. */
export const nobodyPresent: PresenceSnapshot = async () => new Map();
