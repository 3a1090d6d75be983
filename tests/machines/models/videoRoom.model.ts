import { expect } from 'vitest';
import { type EventFromLogic, fromCallback, type SnapshotFrom } from 'xstate';
import type { RoomState } from '../../../machines/call';
import { EMPTY_VIDEO_ROOM, type VideoRoomCommand, videoRoomMachine } from '../../../machines/videoRoom';
import { videoRoomView } from '../../../machines/videoRoom.view';
import type { MachineModel, Step } from '../model';

type Machine = typeof videoRoomMachine;
type Ev = EventFromLogic<Machine>;

export const ALONE: RoomState = { peers: 0, local: { id: 'me' }, remotes: [] };
export const WITH_PEER: RoomState = {
  peers: 1,
  local: { id: 'me' },
  remotes: [{ peerId: 'p1', stream: { id: 'them' } }],
};
export const FULL = { full: true, message: 'Room Full' };
export const BROKEN = { full: false, message: 'The video service cannot be reached; try again' };

export const videoRoomEvents = [
  { type: 'ROOM.JOINED', moderator: true, controls: true },
  { type: 'ROOM.JOINED', moderator: false, controls: false },
  { type: 'ROOM.UPDATE', room: ALONE },
  { type: 'ROOM.UPDATE', room: WITH_PEER },
  { type: 'ROOM.FAILED', failure: FULL },
  { type: 'ROOM.FAILED', failure: BROKEN },
  { type: 'ROOM.FAILED', failure: { full: false, message: null } },
  { type: 'ROOM.CLOSED' },
  { type: 'ROOM.MUTED' },
  { type: 'ROOM.REMOVED' },
  { type: 'MICROPHONE.TOGGLE' },
  { type: 'PEER.MUTE', peerId: 'p1' },
  { type: 'PEER.REMOVE', peerId: 'p1' },
  { type: 'LEAVE' },
  { type: 'RETRY' },
] as Ev[];

/** What the side effects of one path have done so far. */
interface Effects {
  entered: number;
  exited: number;
  leftRoom: number;
  /** What the machine asked of the room, in order; `seen` of them were checked at earlier steps. */
  commands: VideoRoomCommand[];
  seen: number;
}

const noEffects = (): Effects => ({ entered: 0, exited: 0, leftRoom: 0, commands: [], seen: 0 });

export function videoRoomTestMachine(fx: Effects = noEffects()) {
  return videoRoomMachine.provide({
    actors: {
      enterRoom: fromCallback<VideoRoomCommand>(({ receive }) => {
        receive((command) => fx.commands.push(command));
        fx.entered += 1;
        return () => {
          fx.exited += 1;
        };
      }),
    },
    actions: { leftRoom: () => void fx.leftRoom++ },
  });
}

function meaningWith(fx: Effects) {
  return (s: SnapshotFrom<Machine>, step: Step<Machine>) => {
    const view = videoRoomView(s);
    const inRoomNow = fx.entered - fx.exited;
    const { event } = step;
    const sent = fx.commands.slice(fx.seen);
    fx.seen = fx.commands.length;
    // the room is asked only what this step calls for
    if (event.type === 'ROOM.MUTED' && !s.matches('removed') && !s.matches('left')) {
      expect(sent).toEqual([{ type: 'MICROPHONE.SET', on: false }]);
      expect(view).toMatchObject({ microphoneOn: false, mutedByModerator: true });
    } else if (event.type === 'MICROPHONE.TOGGLE' && s.context.controls && s.matches({ room: 'inRoom' })) {
      expect(sent).toEqual([{ type: 'MICROPHONE.SET', on: view.microphoneOn }]);
      expect(view.mutedByModerator).toBe(false);
    } else if ((event.type === 'PEER.MUTE' || event.type === 'PEER.REMOVE') && view.canModerate) {
      expect(sent).toEqual([event]);
    } else expect(sent).toEqual([]);
    // the room's own controls only where the provider has none of its own; moderation only for moderators
    expect(view.canToggleMicrophone).toBe(s.context.controls && s.matches({ room: 'inRoom' }));
    expect(view.canModerate).toBe(view.canToggleMicrophone && s.context.moderator);
    if (s.matches({ room: 'joining' })) {
      expect(view).toMatchObject({ status: 'joining', full: false, message: null, canRetry: false });
      expect(view).toMatchObject({ canLeave: true, room: EMPTY_VIDEO_ROOM });
      expect(inRoomNow).toBe(1);
      if (event.type === 'ROOM.JOINED') expect(view.moderator).toBe(event.moderator);
    } else if (s.matches({ room: 'inRoom' })) {
      expect(view).toMatchObject({ status: 'inRoom', canRetry: false, canLeave: true });
      if (event.type === 'ROOM.UPDATE') expect(view.room).toBe(event.room);
      expect(inRoomNow).toBe(1);
    } else if (s.matches('failed')) {
      expect(view).toMatchObject({
        status: 'failed',
        canRetry: true,
        canLeave: true,
        room: EMPTY_VIDEO_ROOM,
      });
      if (event.type === 'ROOM.FAILED') {
        expect(view.full).toBe(event.failure.full);
        expect(view.message).toBe(event.failure.message);
      }
      // the room is left when its join failed
      expect(inRoomNow).toBe(0);
    } else if (s.matches('removed')) {
      expect(view).toMatchObject({
        status: 'removed',
        canRetry: false,
        canLeave: false,
        mutedByModerator: false,
        room: EMPTY_VIDEO_ROOM,
      });
      expect(s.status).toBe('done');
      // the room is left, without going elsewhere: the page says why
      expect(inRoomNow).toBe(0);
      expect(fx.leftRoom).toBe(0);
    } else if (s.matches('left')) {
      expect(view).toMatchObject({
        status: 'left',
        canRetry: false,
        canLeave: false,
        room: EMPTY_VIDEO_ROOM,
      });
      expect(s.status).toBe('done');
      expect(inRoomNow).toBe(0);
      expect(fx.leftRoom).toBe(1);
    } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
    if (!s.matches('left')) expect(fx.leftRoom).toBe(0);
    // RETRY enters the room afresh, with no failure left over
    if (event.type === 'RETRY') {
      expect(view).toMatchObject({ status: 'joining', message: null, full: false });
      expect(view).toMatchObject({ microphoneOn: true, mutedByModerator: false });
    }
  };
}

export const videoRoomModel: MachineModel<Machine> = {
  name: 'videoRoom',
  machine: videoRoomTestMachine(),
  inputs: [{ label: 'a room', input: undefined as never }],
  events: () => videoRoomEvents,
  perPath: () => {
    const fx = noEffects();
    return { machine: videoRoomTestMachine(fx), meaning: meaningWith(fx) };
  },
  transitionPaths: true,
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.room.peers,
      s.context.moderator,
      s.context.controls,
      s.context.microphoneOn,
      s.context.mutedByModerator,
      s.context.failure,
    ]),
};
