import { setup } from 'xstate';
import { BREAKOUT_ROOM } from '../schemas/constants';
import { nextInstant } from './support/time';
import { scheduleOf } from './support/schedule';
import { clockRegion } from './support/clockRegion';
import { roomCapacityOf } from './support/roomCapacity';

/**
 * A session's internal breakout room: waiting (join disabled) until 10 minutes before start, then open
 * (before start, running, after end) until 24 hours after the end, then hidden; in parallel the room is
 * available or full (at capacity, for users who are not admin, author or chair). Input: start, end (epoch
 * ms), capacity, participants, privilege and `now`. Events: CLOCK.TICK, PARTICIPANTS.CHANGE; the
 * NEXT_BOUNDARY delay. Nothing to provide. Boundaries: open from exactly start - 10 min; hidden from
 * exactly end + 24 h ("hidden 24 hours after end").
 */

export interface BreakoutRoomInput {
  readonly now: number;
  readonly start: number;
  readonly end: number;
  /** Most participants in the room; null or missing means no limit. */
  readonly capacity?: number | null;
  readonly participants?: number;
  /** Admin, or author or chair of the session. */
  readonly isPrivileged?: boolean;
}

export interface BreakoutRoomContext {
  readonly now: number;
  readonly start: number;
  readonly end: number;
  readonly capacity: number | null;
  readonly participants: number;
  readonly isPrivileged: boolean;
}

export type BreakoutRoomEvent =
  | { type: 'CLOCK.TICK'; now: number }
  | { type: 'PARTICIPANTS.CHANGE'; count: number };

export type BreakoutRoomPhase = 'waiting' | 'beforeStart' | 'running' | 'afterEnd' | 'hidden';

const { OPEN_BEFORE, HIDDEN_AFTER_END } = BREAKOUT_ROOM;

export const breakoutRoomPhase = ({ now, start, end }: BreakoutRoomContext): BreakoutRoomPhase => {
  if (now < start - OPEN_BEFORE) return 'waiting';
  if (now < start) return 'beforeStart';
  if (now <= end) return 'running';
  if (now < end + HIDDEN_AFTER_END) return 'afterEnd';
  return 'hidden';
};

export const isRoomFull = (c: BreakoutRoomContext): boolean =>
  !c.isPrivileged && c.capacity !== null && c.participants >= c.capacity;

const nextBoundary = (c: BreakoutRoomContext) =>
  nextInstant(c.now, [c.start - OPEN_BEFORE, c.start, c.end + 1, c.end + HIDDEN_AFTER_END]);

const scheduleTarget = {
  waiting: 'waiting',
  beforeStart: 'open.beforeStart',
  running: 'open.running',
  afterEnd: 'open.afterEnd',
  hidden: 'hidden',
} as const satisfies Record<BreakoutRoomPhase, string>;

const schedule = scheduleOf<BreakoutRoomContext, BreakoutRoomPhase, BreakoutRoomEvent>(
  'breakoutRoom',
  breakoutRoomPhase,
  nextBoundary,
);
const leaveWhenStale = schedule.leaveWhenStale;
const room = roomCapacityOf<BreakoutRoomContext, BreakoutRoomEvent>(isRoomFull);

export const breakoutRoomMachine = setup({
  types: {
    input: {} as BreakoutRoomInput,
    context: {} as BreakoutRoomContext,
    events: {} as BreakoutRoomEvent,
  },
  actions: {
    ...schedule.actions,
    ...room.actions,
  },
  guards: {
    ...schedule.guards,
    ...room.guards,
  },
  delays: {
    ...schedule.delays,
  },
}).createMachine({
  id: 'breakoutRoom',
  type: 'parallel',
  context: ({ input }) => ({
    now: input.now,
    start: input.start,
    end: input.end,
    capacity: input.capacity ?? null,
    participants: input.participants ?? 0,
    isPrivileged: input.isPrivileged === true,
  }),
  on: { 'PARTICIPANTS.CHANGE': { actions: 'assignParticipants' } },
  states: {
    clock: clockRegion,
    schedule: {
      initial: 'settling',
      states: {
        settling: {
          always: schedule.settle(scheduleTarget),
        },
        waiting: leaveWhenStale('waiting'),
        open: {
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
    room: room.region,
  },
});
