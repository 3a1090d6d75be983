import { Schema } from 'effect';

/**
 * A booth's video rooms (002 §2 "Booth detail"): the lobby, and one personal room per staff contact, each a
 * presence room of the "/exhibitor" namespace (schemas/exhibitorInteraction.ts `boothLobbyRoomOf`,
 * `boothStaffRoomOf`) whose people the relay counts. The booth reply carries them when the user may use them;
 * POST /api/video/booths/{CompID}/join and /api/video/booths/{CompID}/staff/{uuid}/join let the user in.
 */

/** A staff contact's personal room. */
export const BoothStaffRoom = Schema.Struct({
  uuid: Schema.String,
  /** Its presence room in "/exhibitor". */
  room: Schema.String,
});
export type BoothStaffRoom = typeof BoothStaffRoom.Type;

export const BoothVideoRooms = Schema.Struct({
  /** The lobby's presence room in "/exhibitor". */
  lobby: Schema.String,
  /** The staff contacts' personal rooms; none when the sponsor level turns them off. */
  staff: Schema.Array(BoothStaffRoom),
  /** The configured time window (epoch ms): the rooms show and open only inside it; null: no bound. */
  opens_at: Schema.NullOr(Schema.Number),
  closes_at: Schema.NullOr(Schema.Number),
});
export type BoothVideoRooms = typeof BoothVideoRooms.Type;

/** Whether the rooms are open at `now`: inside their optional time window. */
export const isBoothRoomsOpen = (rooms: Pick<BoothVideoRooms, 'opens_at' | 'closes_at'>, now: number) =>
  (rooms.opens_at === null || now >= rooms.opens_at) && (rooms.closes_at === null || now < rooms.closes_at);

/** The server's refusals of a booth room join. */
export const BOOTH_ROOMS_TEXT = {
  OFF: 'This booth has no video rooms',
  NOT_FOR_ACCOUNT: 'Booth video rooms are not available for your account',
  NOT_OPEN: 'The booth video rooms are not open now',
  NO_STAFF_ROOM: 'This staff contact has no personal room',
  ARCHIVED: 'This event is archived; the booth video rooms are closed',
} as const;
