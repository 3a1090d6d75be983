import { setup } from 'xstate';
import { EXTERNAL_MEETING } from '../schemas/constants';
import { nextInstant } from './support/time';
import { scheduleOf } from './support/schedule';
import { clockRegion } from './support/clockRegion';

/**
 * A session's external meeting (external_meeting_platform_url): the card shows with an inactive Join button
 * (waiting), then Join is active from 15 minutes before start (joinable: before start, running, after end)
 * until the card goes 1 hour after the end (hidden). Input: start, end (epoch ms) and `now`. Events:
 * CLOCK.TICK; the NEXT_BOUNDARY delay. Nothing to provide. Boundaries: Join active from exactly
 * start - 15 min; the card still shows at exactly end + 1 h and is hidden one millisecond later.
 */

export interface ExternalMeetingInput {
  readonly now: number;
  readonly start: number;
  readonly end: number;
}

export interface ExternalMeetingContext {
  readonly now: number;
  readonly start: number;
  readonly end: number;
}

export type ExternalMeetingEvent = { type: 'CLOCK.TICK'; now: number };

export type ExternalMeetingPhase = 'waiting' | 'beforeStart' | 'running' | 'afterEnd' | 'hidden';

const { JOIN_BEFORE, CARD_AFTER_END } = EXTERNAL_MEETING;

export const externalMeetingPhase = ({ now, start, end }: ExternalMeetingContext): ExternalMeetingPhase => {
  if (now < start - JOIN_BEFORE) return 'waiting';
  if (now < start) return 'beforeStart';
  if (now <= end) return 'running';
  if (now <= end + CARD_AFTER_END) return 'afterEnd';
  return 'hidden';
};

const nextBoundary = (c: ExternalMeetingContext) =>
  nextInstant(c.now, [c.start - JOIN_BEFORE, c.start, c.end + 1, c.end + CARD_AFTER_END + 1]);

const scheduleTarget = {
  waiting: 'waiting',
  beforeStart: 'joinable.beforeStart',
  running: 'joinable.running',
  afterEnd: 'joinable.afterEnd',
  hidden: 'hidden',
} as const satisfies Record<ExternalMeetingPhase, string>;

const schedule = scheduleOf<ExternalMeetingContext, ExternalMeetingPhase, ExternalMeetingEvent>(
  'externalMeeting',
  externalMeetingPhase,
  nextBoundary,
);
const leaveWhenStale = schedule.leaveWhenStale;

export const externalMeetingMachine = setup({
  types: {
    input: {} as ExternalMeetingInput,
    context: {} as ExternalMeetingContext,
    events: {} as ExternalMeetingEvent,
  },
  actions: schedule.actions,
  guards: schedule.guards,
  delays: schedule.delays,
}).createMachine({
  id: 'externalMeeting',
  type: 'parallel',
  context: ({ input }) => ({ now: input.now, start: input.start, end: input.end }),
  states: {
    clock: clockRegion,
    schedule: {
      initial: 'settling',
      states: {
        settling: {
          always: schedule.settle(scheduleTarget),
        },
        waiting: leaveWhenStale('waiting'),
        joinable: {
          initial: 'beforeStart',
          states: {
            beforeStart: leaveWhenStale('beforeStart'),
            running: leaveWhenStale('running'),
            afterEnd: leaveWhenStale('afterEnd'),
          },
        },
        hidden: leaveWhenStale('hidden'),
      },
    },
  },
});
