import { setup } from 'xstate';
import { SESSION_TIMING } from '../schemas/constants';
import { addDays, dayBounds } from './support/calendar';
import { nextInstant } from './support/time';
import { scheduleOf } from './support/schedule';
import { clockRegion } from './support/clockRegion';

/**
 * Session timing: a session goes from before start (far ahead, counting down, starting soon) to running and
 * to ended (live-stream grace hour, then archived); items without a start time are on demand. Alongside, its
 * on-demand content goes from pending to released. Input: the session's times (epoch ms), time zone, flags
 * and `now`; time moves by `CLOCK.TICK` and by the NEXT_BOUNDARY delay. Provide `reloadPage` (at release).
 * Boundaries: Live Now from exactly start - 15 min; running while start <= now <= end (end inclusive); the
 * grace hour ends at end + 1 h inclusive; the countdown shows from exactly 30 days before start; on-demand
 * content is released at exactly its release instant. Access-day-only items run from the first to the last
 * millisecond of their start day in the conference time zone.
 */

export interface OnDemandRelease {
  /** Days after the session's end (on_demand_video_availability_offset / ondemand_release_offset). */
  readonly offsetDays?: number;
  /** HideOnDemandVideosUntilSessionOver: released 15 minutes after the end. */
  readonly hideUntilSessionOver?: boolean;
  /** A forced content start date (epoch ms); wins over the other two. */
  readonly contentStartDate?: number | null;
}

export interface SessionTimingInput {
  readonly now: number;
  readonly startTime: number | null;
  readonly endTime: number | null;
  /** The conference time zone (IANA name). */
  readonly timeZone: string;
  readonly hasLiveChannel?: boolean;
  readonly externalMeetingUrl?: string | null;
  /** An internal breakout room with the option on (has_breakout_room). */
  readonly hasBreakoutRoom?: boolean;
  readonly hasVideo?: boolean;
  readonly accessDayOnly?: boolean;
  readonly release?: OnDemandRelease;
}

export interface SessionTimingContext {
  readonly now: number;
  /** Effective start and end: the start day's bounds for access-day-only items. */
  readonly start: number | null;
  readonly end: number | null;
  readonly timeZone: string;
  readonly hasLiveChannel: boolean;
  /** A live channel, an external meeting or a breakout room: the session can be live. */
  readonly hasLiveMeans: boolean;
  readonly hasVideo: boolean;
  readonly accessDayOnly: boolean;
  /** When on-demand content becomes available; null when no release rule applies. */
  readonly releaseAt: number | null;
}

export type SessionTimingEvent = { type: 'CLOCK.TICK'; now: number };

export type SchedulePhase =
  | 'onDemand'
  | 'farAhead'
  | 'countingDown'
  | 'startingSoon'
  | 'running'
  | 'liveStreamGrace'
  | 'archived';

export type ReleasePhase = 'ungated' | 'pending' | 'released';

const releaseInstant = (
  start: number | null,
  end: number | null,
  timeZone: string,
  release: OnDemandRelease | undefined,
): number | null => {
  if (!release) return null;
  if (release.contentStartDate != null) return release.contentStartDate;
  const after = end ?? start;
  if (after === null) return null;
  const candidates: number[] = [];
  if (release.hideUntilSessionOver) candidates.push(after + SESSION_TIMING.ON_DEMAND_HIDDEN_AFTER_END);
  if (release.offsetDays !== undefined && release.offsetDays > 0) {
    candidates.push(addDays(after, release.offsetDays, timeZone));
  }
  return candidates.length === 0 ? null : Math.max(...candidates);
};

export const sessionTimingContext = (input: SessionTimingInput): SessionTimingContext => {
  let start = input.startTime;
  let end = input.endTime ?? input.startTime;
  const accessDayOnly = input.accessDayOnly === true && start !== null;
  if (accessDayOnly && start !== null) {
    const day = dayBounds(start, input.timeZone);
    start = day.start;
    end = day.next - 1;
  }
  const hasLiveChannel = input.hasLiveChannel === true;
  return {
    now: input.now,
    start,
    end,
    timeZone: input.timeZone,
    hasLiveChannel,
    hasLiveMeans: hasLiveChannel || Boolean(input.externalMeetingUrl) || input.hasBreakoutRoom === true,
    hasVideo: input.hasVideo === true,
    accessDayOnly,
    releaseAt: releaseInstant(start, end, input.timeZone, input.release),
  };
};

/** Where `now` lies in the session's schedule. */
export const schedulePhase = (c: SessionTimingContext): SchedulePhase => {
  if (c.start === null) return 'onDemand';
  const end = c.end ?? c.start;
  if (c.now < c.start - SESSION_TIMING.COUNTDOWN_CAP) return 'farAhead';
  if (c.now < c.start - SESSION_TIMING.LIVE_NOW_LEAD) return 'countingDown';
  if (c.now < c.start) return 'startingSoon';
  if (c.now <= end) return 'running';
  if (c.now <= end + SESSION_TIMING.LIVE_STREAM_AFTER_END) return 'liveStreamGrace';
  return 'archived';
};

export const releasePhase = (c: SessionTimingContext): ReleasePhase => {
  if (c.releaseAt === null) return 'ungated';
  return c.now < c.releaseAt ? 'pending' : 'released';
};

/** Every instant at which a phase changes (the first millisecond of the new phase). */
const boundaries = (c: SessionTimingContext): (number | null)[] => {
  if (c.start === null) return [c.releaseAt];
  const end = c.end ?? c.start;
  return [
    c.start - SESSION_TIMING.COUNTDOWN_CAP,
    c.start - SESSION_TIMING.LIVE_NOW_LEAD,
    c.start,
    end + 1,
    end + SESSION_TIMING.LIVE_STREAM_AFTER_END + 1,
    c.releaseAt,
  ];
};

const nextBoundary = (c: SessionTimingContext) => nextInstant(c.now, boundaries(c));

const scheduleTarget = {
  onDemand: 'onDemand',
  farAhead: 'beforeStart.farAhead',
  countingDown: 'beforeStart.countingDown',
  startingSoon: 'beforeStart.startingSoon',
  running: 'running',
  liveStreamGrace: 'ended.liveStreamGrace',
  archived: 'ended.archived',
} as const satisfies Record<SchedulePhase, string>;

const schedule = scheduleOf<SessionTimingContext, SchedulePhase, SessionTimingEvent>(
  'sessionTiming',
  schedulePhase,
  nextBoundary,
);
const settleSchedule = schedule.settle(scheduleTarget);
const leaveScheduleWhenStale = schedule.leaveWhenStale;

export const sessionTimingMachine = setup({
  types: {
    input: {} as SessionTimingInput,
    context: {} as SessionTimingContext,
    events: {} as SessionTimingEvent,
  },
  actions: {
    ...schedule.actions,
    reloadPage: () => {
      throw new Error('reloadPage not provided');
    },
  },
  guards: {
    ...schedule.guards,
    isReleasePhase: ({ context }, params: { phase: ReleasePhase }) => releasePhase(context) === params.phase,
    isReleaseStale: ({ context }, params: { phase: ReleasePhase }) => releasePhase(context) !== params.phase,
  },
  delays: {
    ...schedule.delays,
  },
}).createMachine({
  id: 'sessionTiming',
  type: 'parallel',
  context: ({ input }) => sessionTimingContext(input),
  states: {
    clock: clockRegion,
    schedule: {
      initial: 'settling',
      states: {
        settling: { always: settleSchedule },
        // The start is input and never changes: an item without one stays on demand.
        onDemand: {},
        beforeStart: {
          initial: 'farAhead',
          states: {
            farAhead: leaveScheduleWhenStale('farAhead'),
            countingDown: leaveScheduleWhenStale('countingDown'),
            startingSoon: leaveScheduleWhenStale('startingSoon'),
          },
        },
        running: leaveScheduleWhenStale('running'),
        ended: {
          initial: 'liveStreamGrace',
          states: {
            liveStreamGrace: leaveScheduleWhenStale('liveStreamGrace'),
            archived: leaveScheduleWhenStale('archived'),
          },
        },
      },
    },
    release: {
      initial: 'settling',
      states: {
        settling: {
          always: [
            { guard: { type: 'isReleasePhase', params: { phase: 'ungated' } }, target: 'ungated' },
            { guard: { type: 'isReleasePhase', params: { phase: 'pending' } }, target: 'pending' },
            { target: 'released' },
          ],
        },
        ungated: {},
        pending: {
          always: {
            guard: { type: 'isReleasePhase', params: { phase: 'released' } },
            target: 'released',
            actions: 'reloadPage',
          },
        },
        released: {
          always: { guard: { type: 'isReleaseStale', params: { phase: 'released' } }, target: 'settling' },
        },
      },
    },
  },
});
