import { RoomJoinReply } from '../../schemas/videoRoom';
import type { Api } from './client';

const enc = encodeURIComponent;

/** Entering the video rooms of office hours, breakout rooms and booths (the server applies their rules). */
export function videoRooms(api: Api) {
  return {
    joinOfficeHour: (sessionId: number | string) =>
      api.apiFetch(RoomJoinReply, `/video/office-hours/${enc(String(sessionId))}/join`, {
        method: 'POST',
        quiet: true,
      }),
    joinBreakoutRoom: (sessionId: number | string, roomId: string) =>
      api.apiFetch(RoomJoinReply, `/video/breakout-rooms/${enc(String(sessionId))}/${enc(roomId)}/join`, {
        method: 'POST',
        quiet: true,
      }),
    /** A booth's lobby (no staff contact) or a staff contact's personal room, in the booth's hall. */
    joinBoothRoom: (hallId: string | null, compId: number, staffUuid: string | null) =>
      api.apiFetch(
        RoomJoinReply,
        `/video/booths/${compId}${staffUuid === null ? '' : `/staff/${enc(staffUuid)}`}/join${
          hallId === null ? '' : `?hall=${enc(hallId)}`
        }`,
        { method: 'POST', quiet: true },
      ),
  };
}
export type VideoRooms = ReturnType<typeof videoRooms>;
