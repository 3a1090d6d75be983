/**
 * One user in a video room of office hours, a breakout room or a lounge (000 §4 "Video rooms", §8 'Meeting
 * Error'): joining while the API is asked and the provider's room entered, inRoom once the room reports its
 * streams, left when the user leaves or the room closes. A failed join or a room that broke shows why; RETRY
 * tries again. Input: none. Provide: enterRoom (a callback actor that asks the API, joins the room, sends
 * ROOM.JOINED, ROOM.UPDATE, ROOM.FAILED and ROOM.CLOSED, and leaves the room when stopped) and the action
 * leftRoom (where the page goes after leaving).
 */
import { assign, fromCallback, setup } from 'xstate';
import type { RoomState } from './call';

export interface VideoRoomFailure {
  /** The room is at its capacity ('Room Full'). */
  readonly full: boolean;
  /** What went wrong as the server or the provider said it, if anything. */
  readonly message: string | null;
}

export interface VideoRoomContext {
  readonly room: RoomState;
  /** The user moderates the room (the API's join reply). */
  readonly moderator: boolean;
  readonly failure: VideoRoomFailure | null;
}

export type VideoRoomEvent =
  | { type: 'ROOM.JOINED'; moderator: boolean }
  | { type: 'ROOM.UPDATE'; room: RoomState }
  | { type: 'ROOM.FAILED'; failure: VideoRoomFailure }
  | { type: 'ROOM.CLOSED' }
  | { type: 'LEAVE' }
  | { type: 'RETRY' };

export const EMPTY_VIDEO_ROOM: RoomState = { peers: 0, local: null, remotes: [] };

export const videoRoomMachine = setup({
  types: {
    context: {} as VideoRoomContext,
    events: {} as VideoRoomEvent,
  },
  actors: {
    enterRoom: fromCallback<VideoRoomEvent>(() => {
      throw new Error('enterRoom not provided');
    }),
  },
  actions: {
    leftRoom: () => {},
  },
}).createMachine({
  id: 'videoRoom',
  context: { room: EMPTY_VIDEO_ROOM, moderator: false, failure: null },
  initial: 'room',
  states: {
    room: {
      entry: assign({ failure: null, room: EMPTY_VIDEO_ROOM }),
      invoke: { id: 'enterRoom', src: 'enterRoom' },
      initial: 'joining',
      states: {
        joining: {
          on: {
            'ROOM.JOINED': { actions: assign({ moderator: ({ event }) => event.moderator }) },
            'ROOM.UPDATE': { target: 'inRoom', actions: assign({ room: ({ event }) => event.room }) },
          },
        },
        inRoom: {
          on: { 'ROOM.UPDATE': { actions: assign({ room: ({ event }) => event.room }) } },
        },
      },
      on: {
        'ROOM.FAILED': { target: 'failed', actions: assign({ failure: ({ event }) => event.failure }) },
        'ROOM.CLOSED': { target: 'left' },
        LEAVE: { target: 'left' },
      },
    },
    failed: {
      entry: assign({ room: EMPTY_VIDEO_ROOM }),
      on: { RETRY: { target: 'room' }, LEAVE: { target: 'left' } },
    },
    left: { type: 'final', entry: [assign({ room: EMPTY_VIDEO_ROOM }), 'leftRoom'] },
  },
});
