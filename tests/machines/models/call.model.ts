import { expect } from 'vitest';
import { type EventFromLogic, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { type CallInput, callMachine, EMPTY_ROOM, type RoomState } from '../../../machines/call';
import { callView } from '../../../machines/call.view';
import { CHAT } from '../../../schemas/constants';
import type { MachineModel, Step } from '../model';

type Machine = typeof callMachine;
type Ev = EventFromLogic<Machine>;

const WITH_PEER: RoomState = {
  peers: 1,
  local: { id: 'me' },
  remotes: [{ peerId: 'p1', stream: { id: 'them' } }],
};
const ALONE: RoomState = { peers: 0, local: { id: 'me' }, remotes: [] };

const events = [
  { type: 'CALL.CANCEL' },
  { type: 'CALL.ACCEPT' },
  { type: 'CALL.REJECT' },
  { type: 'CALL.ACCEPTED' },
  { type: 'CALL.DECLINED' },
  { type: 'CALL.ENDED' },
  { type: 'CALL.HANG_UP' },
  { type: 'CALL.DISMISS' },
  { type: 'ROOM.UPDATE', room: ALONE },
  { type: 'ROOM.UPDATE', room: WITH_PEER },
  { type: 'ROOM.FAILED' },
  { type: 'xstate.done.actor.placeCall', output: undefined },
  { type: 'xstate.error.actor.placeCall', error: { code: 'offline' } },
  { type: 'xstate.done.actor.answerCall', output: undefined },
  { type: 'xstate.error.actor.answerCall', error: { code: 'not_found' } },
  { type: 'xstate.after.AUTO_CANCEL.call.ringing' },
] as unknown as Ev[];

/** What the side effects of one path have done so far. */
interface Effects {
  placed: number;
  answered: number;
  joined: number;
  left: number;
  cancelCall: number;
  rejectCall: number;
  endCall: number;
  openCallPage: number;
}
const noEffects = (): Effects => ({
  placed: 0,
  answered: 0,
  joined: 0,
  left: 0,
  cancelCall: 0,
  rejectCall: 0,
  endCall: 0,
  openCallPage: 0,
});

function machineWith(fx: Effects) {
  return callMachine.provide({
    actors: {
      placeCall: fromPromise(() => {
        fx.placed += 1;
        return new Promise<void>(() => {});
      }),
      answerCall: fromPromise(() => {
        fx.answered += 1;
        return new Promise<void>(() => {});
      }),
      joinRoom: fromCallback(() => {
        fx.joined += 1;
        return () => {
          fx.left += 1;
        };
      }),
    },
    actions: {
      cancelCall: () => void fx.cancelCall++,
      rejectCall: () => void fx.rejectCall++,
      endCall: () => void fx.endCall++,
      openCallPage: () => void fx.openCallPage++,
    },
  });
}

const inRoom = (fx: Effects) => fx.joined - fx.left;

function meaningWith(fx: Effects) {
  return (s: SnapshotFrom<Machine>, step: Step<Machine>) => {
    const view = callView(s);
    const { role } = s.context;
    const caller = role === 'caller';
    expect(view.callId).toBe('k1');
    expect(view.peerName).toBe('Robin Speaker');
    // only a room state is in the room; the room's page opens once per entry
    if (!s.matches('room')) expect(inRoom(fx)).toBe(0);
    if (s.matches('calling')) {
      expect(role).toBe('caller');
      expect(fx.placed).toBe(1);
      expect(view).toMatchObject({ dialog: 'calling', dialogText: 'calls.calling', page: null, busy: true });
      expect(view).toMatchObject({ canCancel: true, canAccept: false, canHangUp: false });
    } else if (s.matches('ringing')) {
      expect(role).not.toBe('member');
      expect(view.dialog).toBe(caller ? 'calling' : 'incoming');
      expect(view.dialogText).toBe(caller ? 'calls.calling' : 'calls.incoming');
      expect(view).toMatchObject({ canCancel: caller, canAccept: !caller, canReject: !caller, busy: true });
      expect(fx.placed).toBe(caller ? 1 : 0);
    } else if (s.matches('answering')) {
      expect(role).toBe('callee');
      expect(fx.answered).toBe(1);
      expect(view).toMatchObject({ dialog: null, page: null, canAccept: false, busy: true });
    } else if (s.matches('declined') || s.matches('missed')) {
      expect(role).toBe('caller');
      expect(view).toMatchObject({
        dialog: 'declined',
        dialogText: 'calls.declined',
        canDismiss: true,
        busy: false,
      });
      // the 30 s are up: the caller ends the call itself
      if (s.matches('missed') && step.event.type.startsWith('xstate.after')) expect(fx.cancelCall).toBe(1);
      if (s.matches('declined')) expect(fx.cancelCall).toBe(0);
    } else if (s.matches('failed')) {
      expect(role).toBe('caller');
      expect(view).toMatchObject({ dialog: 'failed', page: null, canDismiss: true, busy: false });
    } else if (s.matches({ room: 'accepted' })) {
      expect(view).toMatchObject({ dialog: null, page: 'connecting', pageText: 'calls.connecting' });
      expect(view).toMatchObject({ canHangUp: true, busy: true });
      expect(s.context.room.peers).toBe(0);
      expect(inRoom(fx)).toBe(1);
      expect(fx.openCallPage).toBe(1);
    } else if (s.matches({ room: 'inCall' })) {
      expect(view).toMatchObject({ dialog: null, page: 'inCall', canHangUp: true, busy: true });
      expect(view.room).toEqual(WITH_PEER);
      expect(inRoom(fx)).toBe(1);
    } else if (s.matches('ended')) {
      expect(view).toMatchObject({
        page: 'ended',
        pageText: 'calls.ended',
        canDismiss: true,
        canHangUp: false,
      });
      expect(view.room).toEqual(EMPTY_ROOM);
      expect(fx.endCall).toBe(1);
      expect(fx.left).toBe(1);
    } else if (s.matches('error')) {
      expect(view).toMatchObject({ page: 'error', pageText: 'calls.error', dialog: null, canDismiss: true });
      expect(fx.endCall).toBe(1);
    } else if (s.matches('closed')) {
      expect(view).toMatchObject({ closed: true, dialog: null, page: null, busy: false });
      if (step.event.type === 'CALL.REJECT') expect(fx.rejectCall).toBe(1);
      if (step.event.type === 'CALL.CANCEL') expect(fx.cancelCall).toBe(1);
    } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
    // a callee never cancels, a caller never rejects
    if (role === 'callee') expect(fx.cancelCall).toBe(0);
    if (role === 'caller') expect(fx.rejectCall).toBe(0);
  };
}

const peer = { uuid: 'robin', name: 'Robin Speaker' };
const input = (role: CallInput['role']): CallInput => ({ role, callId: 'k1', peer });

export const callModel: MachineModel<Machine> = {
  name: 'call',
  machine: machineWith(noEffects()),
  inputs: [
    { label: 'the caller', input: input('caller') },
    { label: 'the callee', input: input('callee') },
    { label: 'a side opening the call page', input: input('member') },
  ],
  events: () => events,
  delays: () => ({ AUTO_CANCEL: CHAT.CALL_AUTO_CANCEL }),
  perPath: () => {
    const fx = noEffects();
    return { machine: machineWith(fx), meaning: meaningWith(fx) };
  },
  transitionPaths: true,
  serializeState: (s) => JSON.stringify([s.value, s.context.room.peers]),
};
