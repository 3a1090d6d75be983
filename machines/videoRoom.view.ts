import type { SnapshotFrom } from 'xstate';
import type { RoomState } from './call';
import type { videoRoomMachine } from './videoRoom';

/**
 * What a video room's page shows: 'Connecting...' while joining, the videos in the room, or 'Meeting Error'
 * with 'Failed to join meeting: {message or Unknown error}' and Retry (000 §8); a full room's message is
 * 'Room Full'. In a built-in room: the microphone switch, the notice of a moderator's mute, and a moderator's
 * mute and remove buttons by each participant; a removed user is told so.
 */
export type VideoRoomStatus = 'joining' | 'inRoom' | 'failed' | 'removed' | 'left';

export interface VideoRoomView {
  readonly status: VideoRoomStatus;
  readonly room: RoomState;
  readonly moderator: boolean;
  /** With `failed`: the room was full. */
  readonly full: boolean;
  /** With `failed`: what went wrong, null for 'Unknown error'. */
  readonly message: string | null;
  readonly canRetry: boolean;
  readonly canLeave: boolean;
  readonly microphoneOn: boolean;
  /** The microphone switch is shown (MICROPHONE.TOGGLE). */
  readonly canToggleMicrophone: boolean;
  /** A moderator turned the microphone off, and the user has not turned it on since. */
  readonly mutedByModerator: boolean;
  /** The mute and remove buttons by each participant are shown (PEER.MUTE, PEER.REMOVE). */
  readonly canModerate: boolean;
}

export function videoRoomView(snapshot: SnapshotFrom<typeof videoRoomMachine>): VideoRoomView {
  const { context } = snapshot;
  const status: VideoRoomStatus = snapshot.matches({ room: 'joining' })
    ? 'joining'
    : snapshot.matches({ room: 'inRoom' })
      ? 'inRoom'
      : snapshot.matches('failed')
        ? 'failed'
        : snapshot.matches('removed')
          ? 'removed'
          : 'left';
  return {
    status,
    room: context.room,
    moderator: context.moderator,
    full: context.failure?.full ?? false,
    message: context.failure?.message ?? null,
    canRetry: snapshot.can({ type: 'RETRY' }),
    canLeave: snapshot.can({ type: 'LEAVE' }),
    microphoneOn: context.microphoneOn,
    canToggleMicrophone: snapshot.can({ type: 'MICROPHONE.TOGGLE' }),
    mutedByModerator: context.mutedByModerator,
    canModerate: snapshot.can({ type: 'PEER.MUTE', peerId: '' }),
  };
}
