import { RoomJoinReply } from '../../schemas/videoRoom';
import type { Api } from './client';

const enc = encodeURIComponent;

/** Entering the video rooms of office hours and breakout rooms (the server applies their rules). */
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
  };
}
export type VideoRooms = ReturnType<typeof videoRooms>;
