import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { type CallEvent, type CallRole, callMachine } from '../../machines/call';
import { callView } from '../../machines/call.view';

const quiet = callMachine.provide({
  actors: {
    placeCall: fromPromise(() => new Promise<void>(() => {})),
    answerCall: fromPromise(() => new Promise<void>(() => {})),
    joinRoom: fromCallback(() => () => {}),
  },
});
const viewAfter = (role: CallRole, ...events: CallEvent[]) => {
  const actor = createActor(quiet, {
    input: { role, callId: 'k9', peer: { uuid: 'robin', name: 'Robin Speaker' } },
  }).start();
  for (const e of events) actor.send(e);
  return callView(actor.getSnapshot());
};
const withPeer = { peers: 1, local: { id: 'me' }, remotes: [{ peerId: 'x', stream: { id: 's' } }] };

describe('callView', () => {
  it("shows the caller 'Calling {name}' with Cancel while the call is placed", () => {
    expect(viewAfter('caller')).toEqual({
      state: 'calling',
      callId: 'k9',
      peerName: 'Robin Speaker',
      dialog: 'calling',
      dialogText: 'calls.calling',
      page: null,
      pageText: null,
      room: { peers: 0, local: null, remotes: [] },
      canCancel: true,
      canAccept: false,
      canReject: false,
      canHangUp: false,
      canDismiss: false,
      busy: true,
      closed: false,
    });
  });

  it('shows the callee the incoming prompt with accept and reject', () => {
    expect(viewAfter('callee')).toMatchObject({
      state: 'ringing',
      dialog: 'incoming',
      canAccept: true,
      canReject: true,
      canCancel: false,
    });
  });

  it('shows the page Connecting..., then the call, then Call Ended once the other side leaves', () => {
    expect(viewAfter('member')).toMatchObject({ state: 'room.accepted', page: 'connecting', dialog: null });
    expect(viewAfter('member', { type: 'ROOM.UPDATE', room: withPeer })).toMatchObject({
      state: 'room.inCall',
      page: 'inCall',
      pageText: null,
      room: withPeer,
      canHangUp: true,
    });
    const left = { type: 'ROOM.UPDATE', room: { ...withPeer, peers: 0, remotes: [] } } as const;
    expect(viewAfter('member', { type: 'ROOM.UPDATE', room: withPeer }, left)).toMatchObject({
      state: 'ended',
      page: 'ended',
      pageText: 'calls.ended',
      canDismiss: true,
      busy: false,
    });
  });

  it('shows the room failing as Error, and a closed call as nothing', () => {
    expect(viewAfter('member', { type: 'ROOM.FAILED' })).toMatchObject({
      page: 'error',
      pageText: 'calls.error',
    });
    expect(viewAfter('member', { type: 'ROOM.FAILED' }, { type: 'CALL.DISMISS' })).toMatchObject({
      closed: true,
      dialog: null,
      page: null,
    });
  });
});
