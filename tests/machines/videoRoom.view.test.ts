import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic } from 'xstate';
import type { videoRoomMachine } from '../../machines/videoRoom';
import { videoRoomView } from '../../machines/videoRoom.view';
import { BROKEN, FULL, videoRoomTestMachine, WITH_PEER } from './models/videoRoom.model';

type Ev = EventFromLogic<typeof videoRoomMachine>;
const viewAfter = (...events: Ev[]) => {
  const actor = createActor(videoRoomTestMachine()).start();
  for (const e of events) actor.send(e);
  return videoRoomView(actor.getSnapshot());
};

describe('videoRoom view', () => {
  it('shows joining with Leave, then the room with its streams and whether the user moderates', () => {
    expect(viewAfter()).toMatchObject({
      status: 'joining',
      canLeave: true,
      canRetry: false,
      moderator: false,
    });
    expect(
      viewAfter(
        { type: 'ROOM.JOINED', moderator: true, controls: true },
        { type: 'ROOM.UPDATE', room: WITH_PEER },
      ),
    ).toMatchObject({ status: 'inRoom', room: WITH_PEER, moderator: true, canLeave: true });
  });

  it('tells a full room from another failure and from an unknown one, each with Retry', () => {
    expect(viewAfter({ type: 'ROOM.FAILED', failure: FULL })).toMatchObject({
      status: 'failed',
      full: true,
      message: 'Room Full',
      canRetry: true,
    });
    expect(viewAfter({ type: 'ROOM.FAILED', failure: BROKEN })).toMatchObject({
      full: false,
      message: BROKEN.message,
    });
    expect(viewAfter({ type: 'ROOM.FAILED', failure: { full: false, message: null } })).toMatchObject({
      status: 'failed',
      message: null,
    });
  });

  it('retries from a failure afresh, and is left for good after Leave or a closed room', () => {
    expect(viewAfter({ type: 'ROOM.FAILED', failure: FULL }, { type: 'RETRY' })).toMatchObject({
      status: 'joining',
      full: false,
      message: null,
    });
    for (const end of [{ type: 'LEAVE' }, { type: 'ROOM.CLOSED' }] as Ev[]) {
      expect(viewAfter({ type: 'ROOM.UPDATE', room: WITH_PEER }, end)).toMatchObject({
        status: 'left',
        canRetry: false,
        canLeave: false,
      });
    }
  });

  it("shows a moderator's mute, lets the user unmute, and moderation only to moderators of a built-in room", () => {
    const inRoom = (moderator: boolean, controls: boolean): Ev[] => [
      { type: 'ROOM.JOINED', moderator, controls },
      { type: 'ROOM.UPDATE', room: WITH_PEER },
    ];
    expect(viewAfter(...inRoom(true, true))).toMatchObject({ canModerate: true, canToggleMicrophone: true });
    expect(viewAfter(...inRoom(false, true))).toMatchObject({
      canModerate: false,
      canToggleMicrophone: true,
    });
    // Daily has its own controls and moderator rights
    expect(viewAfter(...inRoom(true, false))).toMatchObject({
      canModerate: false,
      canToggleMicrophone: false,
    });
    const muted = [...inRoom(false, true), { type: 'ROOM.MUTED' }] as Ev[];
    expect(viewAfter(...muted)).toMatchObject({ microphoneOn: false, mutedByModerator: true });
    expect(viewAfter(...muted, { type: 'MICROPHONE.TOGGLE' })).toMatchObject({
      microphoneOn: true,
      mutedByModerator: false,
    });
    expect(viewAfter(...inRoom(false, true), { type: 'ROOM.REMOVED' })).toMatchObject({
      status: 'removed',
      canRetry: false,
      canLeave: false,
      canModerate: false,
    });
  });
});
