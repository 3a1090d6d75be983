import type { SnapshotFrom } from 'xstate';
import {
  type ExternalMeetingPhase,
  type externalMeetingMachine,
  externalMeetingPhase,
} from './externalMeeting';

/** What the external-meeting card shows: whether it is there, and whether Join is active. */

/** The text keys the card shows (src/i18n). */
export const EXTERNAL_MEETING_TEXT_KEYS = ['program.room.join'] as const;

export interface ExternalMeetingView {
  /** The schedule phase, for `data-state`. */
  readonly state: ExternalMeetingPhase;
  /** The card shows until 1 hour after the end. */
  readonly visible: boolean;
  /** The session is running (start to end). */
  readonly isLive: boolean;
  /** Join is active from 15 minutes before start while the card shows. */
  readonly canJoin: boolean;
  readonly joinLabel: (typeof EXTERNAL_MEETING_TEXT_KEYS)[number];
}

export const externalMeetingView = (
  snapshot: SnapshotFrom<typeof externalMeetingMachine>,
): ExternalMeetingView => {
  const phase = externalMeetingPhase(snapshot.context);
  return {
    state: phase,
    visible: phase !== 'hidden',
    isLive: phase === 'running',
    canJoin: snapshot.matches({ schedule: 'joinable' }),
    joinLabel: 'program.room.join',
  };
};
