import type { SnapshotFrom } from 'xstate';
import {
  type ReleasePhase,
  releasePhase,
  type SchedulePhase,
  type SessionTimingContext,
  type SessionTimingInput,
  type sessionTimingMachine,
  schedulePhase,
  sessionTimingContext,
} from './sessionTiming';
import { type Countdown, countdown, localDate } from './support/calendar';

/** What a session card or page shows about time: flags, countdowns and text keys. */

/** The text keys a session's card and page show about time (src/i18n). */
export const SESSION_TIMING_TEXT_KEYS = [
  'session.accessDay.before',
  'session.accessDay.during',
  'session.accessDay.after',
  'session.onDemand.availableOn',
  'session.onDemand.availableNow',
] as const;

export type SessionTimingTextKey = (typeof SESSION_TIMING_TEXT_KEYS)[number];

export interface TextRef {
  readonly key: SessionTimingTextKey;
  /** `date` is the calendar date (YYYY-MM-DD) in the conference time zone. */
  readonly params?: { readonly date: string };
}

export interface SessionTimingView {
  /** The schedule phase, for `data-state`. */
  readonly state: SchedulePhase;
  readonly isBeforeStart: boolean;
  readonly isRunning: boolean;
  /** The end has passed (the session has aired). */
  readonly hasEnded: boolean;
  /** Running, and it has a live channel, an external meeting or a breakout room. */
  readonly isLive: boolean;
  /** In the 'Live Now' filter: a session with live means from 15 minutes before start until the end. */
  readonly isLiveNow: boolean;
  /** Shown as a live stream: a live channel, from 15 minutes before start until 1 hour after the end. */
  readonly isLiveStream: boolean;
  /** The 'Replay' badge: aired, a video exists and it is available. */
  readonly showReplay: boolean;
  /** No start time: an on-demand item. */
  readonly isOnDemand: boolean;
  /** 'Starts in' countdown, from 30 days before start until the start; null otherwise. */
  readonly countdown: Countdown | null;
  /** Countdown to the on-demand release while it is pending. */
  readonly releaseCountdown: Countdown | null;
  /** The video can be played now (exists, released, and on its day for access-day-only items). */
  readonly isVideoAvailable: boolean;
  readonly accessDayMessage: TextRef | null;
  readonly releaseTag: TextRef | null;
  /** Aired, no video yet: the on-demand availability warning. */
  readonly showAvailabilityWarning: boolean;
}

const BEFORE: readonly SchedulePhase[] = ['farAhead', 'countingDown', 'startingSoon'];
const ENDED: readonly SchedulePhase[] = ['liveStreamGrace', 'archived'];

const GATED = ['pending', 'released'] as const;

export const sessionTimingView = (snapshot: SnapshotFrom<typeof sessionTimingMachine>): SessionTimingView =>
  timingViewOf(snapshot.context, GATED.find((phase) => snapshot.matches({ release: phase })) ?? 'ungated');

/**
 * The view at one instant without running the machine: its settled state at `input.now`, whose phases are those
 * of the context at that instant. What a program card shows, read for dozens of cards at once; a test checks it
 * against the machine's own initial snapshot.
 */
export const sessionTimingAt = (input: SessionTimingInput): SessionTimingView => {
  const c = sessionTimingContext(input);
  return timingViewOf(c, releasePhase(c));
};

const timingViewOf = (c: SessionTimingContext, release: ReleasePhase): SessionTimingView => {
  const phase = schedulePhase(c);
  const isBeforeStart = BEFORE.includes(phase);
  const isRunning = phase === 'running';
  const hasEnded = ENDED.includes(phase);
  const releasePending = release === 'pending';
  const released = release === 'released';
  const withinAccessDay = !c.accessDayOnly || isRunning;
  const isVideoAvailable = c.hasVideo && !releasePending && withinAccessDay;

  let accessDayMessage: TextRef | null = null;
  if (c.accessDayOnly) {
    if (isBeforeStart) accessDayMessage = { key: 'session.accessDay.before' };
    else if (isRunning) accessDayMessage = { key: 'session.accessDay.during' };
    else accessDayMessage = { key: 'session.accessDay.after' };
  }

  let releaseTag: TextRef | null = null;
  if (releasePending && c.releaseAt !== null) {
    releaseTag = {
      key: 'session.onDemand.availableOn',
      params: { date: localDate(c.releaseAt, c.timeZone) },
    };
  } else if (released && c.hasVideo) {
    releaseTag = { key: 'session.onDemand.availableNow' };
  }

  const inLiveNowWindow = phase === 'startingSoon' || isRunning;
  return {
    state: phase,
    isBeforeStart,
    isRunning,
    hasEnded,
    isLive: c.hasLiveMeans && isRunning,
    isLiveNow: c.hasLiveMeans && inLiveNowWindow,
    isLiveStream: c.hasLiveChannel && (inLiveNowWindow || phase === 'liveStreamGrace'),
    showReplay: hasEnded && isVideoAvailable,
    isOnDemand: phase === 'onDemand',
    countdown:
      c.start !== null && (phase === 'countingDown' || phase === 'startingSoon')
        ? countdown(c.now, c.start, c.timeZone)
        : null,
    releaseCountdown:
      releasePending && c.releaseAt !== null ? countdown(c.now, c.releaseAt, c.timeZone) : null,
    isVideoAvailable,
    accessDayMessage,
    releaseTag,
    showAvailabilityWarning: hasEnded && !c.hasVideo && !c.accessDayOnly,
  };
};
