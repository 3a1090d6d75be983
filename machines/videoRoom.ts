/**
 * One user in a video room of office hours, a breakout room or a lounge (000 §4 "Video rooms", §8 'Meeting
 * Error'): joining while the API is asked and the provider's room entered, inRoom once the room reports its
 * streams, left when the user leaves or the room closes, removed when a moderator put them out. A failed join or
 * a room that broke shows why; RETRY tries again. In a built-in room the user turns their microphone off and on,
 * a moderator's mute turns it off (the user may turn it on again), and a moderator mutes or removes others.
 * Input: none. Provide: enterRoom (a callback actor that asks the API, joins the room, sends ROOM.JOINED,
 * ROOM.UPDATE, ROOM.MUTED, ROOM.REMOVED, ROOM.FAILED and ROOM.CLOSED, carries out the VideoRoomCommands it
 * receives, and leaves the room when stopped) and the action leftRoom (where the page goes after leaving).
 */
import { assign, fromCallback, sendTo, setup } from 'xstate';
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
  /** The room's own controls work here (the built-in rooms; Daily has its own). */
  readonly controls: boolean;
  readonly microphoneOn: boolean;
  /** The microphone is off because a moderator muted it (until the user turns it on). */
  readonly mutedByModerator: boolean;
  readonly failure: VideoRoomFailure | null;
}

/** What the machine asks of the room it is in. */
export type VideoRoomCommand =
  | { type: 'MICROPHONE.SET'; on: boolean }
  | { type: 'PEER.MUTE'; peerId: string }
  | { type: 'PEER.REMOVE'; peerId: string };

export type VideoRoomEvent =
  | { type: 'ROOM.JOINED'; moderator: boolean; controls: boolean }
  | { type: 'ROOM.UPDATE'; room: RoomState }
  | { type: 'ROOM.MUTED' }
  | { type: 'ROOM.REMOVED' }
  | { type: 'ROOM.FAILED'; failure: VideoRoomFailure }
  | { type: 'ROOM.CLOSED' }
  | { type: 'MICROPHONE.TOGGLE' }
  | { type: 'PEER.MUTE'; peerId: string }
  | { type: 'PEER.REMOVE'; peerId: string }
  | { type: 'LEAVE' }
  | { type: 'RETRY' };

export const EMPTY_VIDEO_ROOM: RoomState = { peers: 0, local: null, remotes: [] };

export const videoRoomMachine = setup({
  types: {
    context: {} as VideoRoomContext,
    events: {} as VideoRoomEvent,
  },
  actors: {
    enterRoom: fromCallback<VideoRoomCommand>(() => {
      throw new Error('enterRoom not provided');
    }),
  },
  actions: {
    leftRoom: () => {},
  },
  guards: {
    hasControls: ({ context }) => context.controls,
    canModerate: ({ context }) => context.controls && context.moderator,
  },
}).createMachine({
  id: 'videoRoom',
  context: {
    room: EMPTY_VIDEO_ROOM,
    moderator: false,
    controls: false,
    microphoneOn: true,
    mutedByModerator: false,
    failure: null,
  },
  initial: 'room',
  states: {
    room: {
      entry: assign({ failure: null, room: EMPTY_VIDEO_ROOM, microphoneOn: true, mutedByModerator: false }),
      invoke: { id: 'enterRoom', src: 'enterRoom' },
      initial: 'joining',
      states: {
        joining: {
          on: {
            'ROOM.JOINED': {
              actions: assign({
                moderator: ({ event }) => event.moderator,
                controls: ({ event }) => event.controls,
              }),
            },
            'ROOM.UPDATE': { target: 'inRoom', actions: assign({ room: ({ event }) => event.room }) },
          },
        },
        inRoom: {
          on: {
            'ROOM.UPDATE': { actions: assign({ room: ({ event }) => event.room }) },
            'MICROPHONE.TOGGLE': {
              guard: 'hasControls',
              actions: [
                assign({ microphoneOn: ({ context }) => !context.microphoneOn, mutedByModerator: false }),
                sendTo('enterRoom', ({ context }) => ({ type: 'MICROPHONE.SET', on: context.microphoneOn })),
              ],
            },
            'PEER.MUTE': { guard: 'canModerate', actions: sendTo('enterRoom', ({ event }) => event) },
            'PEER.REMOVE': { guard: 'canModerate', actions: sendTo('enterRoom', ({ event }) => event) },
          },
        },
      },
      on: {
        'ROOM.MUTED': {
          actions: [
            assign({ microphoneOn: false, mutedByModerator: true }),
            sendTo('enterRoom', { type: 'MICROPHONE.SET', on: false }),
          ],
        },
        'ROOM.REMOVED': { target: 'removed' },
        'ROOM.FAILED': { target: 'failed', actions: assign({ failure: ({ event }) => event.failure }) },
        'ROOM.CLOSED': { target: 'left' },
        LEAVE: { target: 'left' },
      },
    },
    failed: {
      entry: assign({ room: EMPTY_VIDEO_ROOM }),
      on: { RETRY: { target: 'room' }, LEAVE: { target: 'left' } },
    },
    /** A moderator removed the user: the room is left and says why; the relay refuses them for a while. */
    removed: { type: 'final', entry: assign({ room: EMPTY_VIDEO_ROOM, mutedByModerator: false }) },
    left: { type: 'final', entry: [assign({ room: EMPTY_VIDEO_ROOM }), 'leftRoom'] },
  },
});
