/**
 * One video call, seen from one side (001 §2 "Calls", §4): the caller places it (calling) and it rings
 * (ringing) until the callee accepts, declines, or 30 s pass (AUTO_CANCEL: the caller gives up, missed); once
 * accepted both sides open the call page and join its room (accepted, then inCall when the other side is in),
 * until either side hangs up, the last other participant leaves or the call ends elsewhere (ended).
 * Input: role (`caller`, `callee`, or `member`: a side opening the call page by its address), callId, peer.
 * Provide: placeCall and answerCall (promises), joinRoom (a callback actor sending ROOM.UPDATE and ROOM.FAILED),
 * and the actions cancelCall, rejectCall, endCall and openCallPage.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { CHAT } from '../schemas/constants';

export type CallRole = 'caller' | 'callee' | 'member';

export interface CallPeer {
  readonly uuid: string;
  /** The name the dialogs show ('Calling {name}'). */
  readonly name: string;
}

/** A media stream as the machine keeps it (a MediaStream in the browser); the machine only holds it. */
export interface RoomStream {
  readonly id: string;
}

export interface RoomState {
  /** The other participants in the room now. */
  readonly peers: number;
  readonly local: RoomStream | null;
  readonly remotes: readonly { readonly peerId: string; readonly stream: RoomStream }[];
}

export interface CallInput {
  readonly role: CallRole;
  readonly callId: string;
  readonly peer: CallPeer;
}

export interface CallContext extends CallInput {
  readonly room: RoomState;
}

export type CallEvent =
  | { type: 'CALL.CANCEL' }
  | { type: 'CALL.ACCEPT' }
  | { type: 'CALL.REJECT' }
  | { type: 'CALL.ACCEPTED' }
  | { type: 'CALL.DECLINED' }
  | { type: 'CALL.ENDED' }
  | { type: 'CALL.HANG_UP' }
  | { type: 'CALL.DISMISS' }
  | { type: 'ROOM.UPDATE'; room: RoomState }
  | { type: 'ROOM.FAILED' };

export const EMPTY_ROOM: RoomState = { peers: 0, local: null, remotes: [] };

export const callMachine = setup({
  types: {
    input: {} as CallInput,
    context: {} as CallContext,
    events: {} as CallEvent,
  },
  actors: {
    placeCall: fromPromise<void, { callId: string; callee: string }>(async () => {
      throw new Error('placeCall not provided');
    }),
    answerCall: fromPromise<void, { callId: string }>(async () => {
      throw new Error('answerCall not provided');
    }),
    joinRoom: fromCallback<CallEvent, { callId: string }>(() => {
      throw new Error('joinRoom not provided');
    }),
  },
  actions: {
    cancelCall: () => {},
    rejectCall: () => {},
    endCall: () => {},
    openCallPage: () => {},
  },
  guards: {
    isCaller: ({ context }) => context.role === 'caller',
    isCallee: ({ context }) => context.role === 'callee',
    hasPeers: (_, room: RoomState) => room.peers > 0,
    hasNoPeers: (_, room: RoomState) => room.peers <= 0,
  },
  delays: {
    AUTO_CANCEL: CHAT.CALL_AUTO_CANCEL,
  },
}).createMachine({
  id: 'call',
  context: ({ input }) => ({ ...input, room: EMPTY_ROOM }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isCaller', target: 'calling' },
        { guard: 'isCallee', target: 'ringing' },
        { target: 'room' },
      ],
    },
    calling: {
      invoke: {
        id: 'placeCall',
        src: 'placeCall',
        input: ({ context }) => ({ callId: context.callId, callee: context.peer.uuid }),
        onDone: { target: 'ringing' },
        onError: { target: 'failed' },
      },
      on: { 'CALL.CANCEL': { target: 'closed', actions: 'cancelCall' } },
    },
    ringing: {
      after: {
        AUTO_CANCEL: [{ guard: 'isCaller', target: 'missed', actions: 'cancelCall' }, { target: 'closed' }],
      },
      on: {
        'CALL.ACCEPTED': { guard: 'isCaller', target: 'room' },
        'CALL.DECLINED': { guard: 'isCaller', target: 'declined' },
        'CALL.CANCEL': { guard: 'isCaller', target: 'closed', actions: 'cancelCall' },
        'CALL.ACCEPT': { guard: 'isCallee', target: 'answering' },
        'CALL.REJECT': { guard: 'isCallee', target: 'closed', actions: 'rejectCall' },
        'CALL.ENDED': [{ guard: 'isCaller', target: 'missed' }, { target: 'closed' }],
      },
    },
    answering: {
      invoke: {
        id: 'answerCall',
        src: 'answerCall',
        input: ({ context }) => ({ callId: context.callId }),
        onDone: { target: 'room' },
        onError: { target: 'closed' },
      },
      on: { 'CALL.ENDED': { target: 'closed' } },
    },
    declined: {
      on: { 'CALL.DISMISS': { target: 'closed' } },
    },
    missed: {
      on: { 'CALL.DISMISS': { target: 'closed' } },
    },
    room: {
      entry: 'openCallPage',
      invoke: { id: 'joinRoom', src: 'joinRoom', input: ({ context }) => ({ callId: context.callId }) },
      initial: 'accepted',
      states: {
        accepted: {
          on: {
            'ROOM.UPDATE': [
              {
                guard: { type: 'hasPeers', params: ({ event }) => event.room },
                target: 'inCall',
                actions: assign({ room: ({ event }) => event.room }),
              },
              { actions: assign({ room: ({ event }) => event.room }) },
            ],
          },
        },
        inCall: {
          on: {
            'ROOM.UPDATE': [
              {
                guard: { type: 'hasNoPeers', params: ({ event }) => event.room },
                target: '#call.ended',
                actions: assign({ room: ({ event }) => event.room }),
              },
              { actions: assign({ room: ({ event }) => event.room }) },
            ],
          },
        },
      },
      on: {
        'CALL.HANG_UP': { target: 'ended' },
        'CALL.ENDED': { target: 'ended' },
        'ROOM.FAILED': { target: 'error' },
      },
    },
    ended: {
      entry: ['endCall', assign({ room: EMPTY_ROOM })],
      on: { 'CALL.DISMISS': { target: 'closed' } },
    },
    /** The call could not be placed (the callee went offline, the rules refused it). */
    failed: {
      on: { 'CALL.DISMISS': { target: 'closed' } },
    },
    /** The room could not be joined (no camera, the call is not this user's, the service failed). */
    error: {
      entry: ['endCall', assign({ room: EMPTY_ROOM })],
      on: { 'CALL.DISMISS': { target: 'closed' } },
    },
    closed: { type: 'final' },
  },
});
