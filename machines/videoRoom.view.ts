import type { SnapshotFrom } from 'xstate';
import type { RoomState } from './call';
import type { videoRoomMachine } from './videoRoom';

/**
 * What a video room's page shows: 'Connecting...' while joining, the videos in the room, or 'Meeting Error'
 * with 'Failed to join meeting: {message or Unknown error}' and Retry (000 §8); a full room's message is
 * 'Room Full'.
 */
export type VideoRoomStatus = 'joining' | 'inRoom' | 'failed' | 'left';

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
}

export function videoRoomView(snapshot: SnapshotFrom<typeof videoRoomMachine>): VideoRoomView {
  const { context } = snapshot;
  const status: VideoRoomStatus = snapshot.matches({ room: 'joining' })
    ? 'joining'
    : snapshot.matches({ room: 'inRoom' })
      ? 'inRoom'
      : snapshot.matches('failed')
        ? 'failed'
        : 'left';
  return {
    status,
    room: context.room,
    moderator: context.moderator,
    full: context.failure?.full ?? false,
    message: context.failure?.message ?? null,
    canRetry: snapshot.can({ type: 'RETRY' }),
    canLeave: snapshot.can({ type: 'LEAVE' }),
  };
}
