import type { ChatResult } from '../../schemas/chatSocket';
import type { RoomJoinReply } from '../../schemas/videoRoom';
import type { UserRow } from '../areas/auth/users';
import type { EventRow } from '../areas/events/queries';
import type { VideoProvider } from './provider';
import { withinProvider } from './roomLimits';
import { ROOM_NAME_REQUIRED, videoRoomName } from './roomNames';

/** How many people are in a platform video room now (`videoRoomOf`), as the relay counts them. */
export type RoomOccupancy = (eventId: string, room: string) => Promise<number>;

export interface RoomEntryArgs {
  event: EventRow;
  user: UserRow;
  /** The platform's room name, before sanitising (schemas/videoRoom.ts `videoRoomOf`). */
  room: string;
  displayName: string;
  /** Authors and chairs of the item, and admins: owner token and cloud recording, never held back by capacity. */
  moderator: boolean;
  /** The most people in the room; null: no limit. */
  capacity: number | null;
}

/**
 * Entering a video room of office hours, a breakout room or a lounge, once the caller's rules let the user in:
 * the name is sanitised (000 §5; the providers scope it to the event), a full room refuses everyone but
 * moderators and admins ('Room Full'), and the provider answers how to join, moderators as owners. A room
 * holds no more than the provider does (`roomMax`).
 */
export function createRoomEntry(deps: { provider: VideoProvider; occupancy: RoomOccupancy }) {
  const roomMax = deps.provider.maxParticipants;
  return {
    /** The most people one room of the provider holds; null: the configured capacities stand. */
    roomMax,
    async enter(args: RoomEntryArgs): Promise<ChatResult<RoomJoinReply>> {
      const { event, user } = args;
      const capacity = withinProvider(args.capacity, roomMax);
      if (!args.room.trim() || !args.displayName.trim()) {
        return { ok: false, refusal: { code: 'bad_request', message: ROOM_NAME_REQUIRED } };
      }
      const privileged = args.moderator || user.isAdmin;
      if (!privileged && capacity !== null && (await deps.occupancy(event.id, args.room)) >= capacity) {
        return { ok: false, refusal: { code: 'room_full', message: 'Room Full' } };
      }
      const room = videoRoomName(args.room);
      const join = await deps.provider.join(room, {
        uuid: user.uuid,
        eventId: event.id,
        name: args.displayName,
        owner: args.moderator,
        ...(privileged || capacity === null ? {} : { capacity }),
      });
      return { ok: true, value: { room, moderator: args.moderator, join } };
    },
  };
}
export type RoomEntry = ReturnType<typeof createRoomEntry>;
