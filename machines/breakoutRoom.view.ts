import type { SnapshotFrom } from 'xstate';
import { type BreakoutRoomPhase, type breakoutRoomMachine, breakoutRoomPhase } from './breakoutRoom';

/** What the breakout-room card shows: whether it is there, and its Join button. */

/** The text keys the card shows (src/i18n). */
export const BREAKOUT_ROOM_TEXT_KEYS = ['program.room.join', 'program.room.roomFull'] as const;

export type BreakoutRoomTextKey = (typeof BREAKOUT_ROOM_TEXT_KEYS)[number];

export interface BreakoutRoomView {
  /** The schedule phase, for `data-state`. */
  readonly state: BreakoutRoomPhase;
  /** False from 24 hours after the end. */
  readonly visible: boolean;
  /** The session is running (start to end). */
  readonly isLive: boolean;
  /** The Join button is shown but disabled until 10 minutes before start. */
  readonly joinDisabled: boolean;
  readonly isRoomFull: boolean;
  readonly canJoin: boolean;
  readonly joinLabel: BreakoutRoomTextKey;
}

export const breakoutRoomView = (snapshot: SnapshotFrom<typeof breakoutRoomMachine>): BreakoutRoomView => {
  const phase = breakoutRoomPhase(snapshot.context);
  const open = snapshot.matches({ schedule: 'open' });
  const full = snapshot.matches({ room: 'full' });
  return {
    state: phase,
    visible: phase !== 'hidden',
    isLive: phase === 'running',
    joinDisabled: !open || full,
    isRoomFull: open && full,
    canJoin: open && !full,
    joinLabel: full ? 'program.room.roomFull' : 'program.room.join',
  };
};
