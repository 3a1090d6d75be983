import { assign, setup } from 'xstate';
import { OFFICE_HOURS } from '../schemas/constants';
import { nextInstant } from './support/time';
import { scheduleOf } from './support/schedule';
import { clockRegion } from './support/clockRegion';
import { roomCapacityOf } from './support/roomCapacity';

/**
 * Office hours of a session: a list of slots that are upcoming, joinable (from 15 minutes before a slot,
 * live while it runs, until 15 minutes after its end), over, and hidden once the last slot ended more than a
 * day ago; in parallel the room is available or full, and the site open or closed (soft_closed,
 * archive_mode). Input: slots (epoch ms), capacity, participants, privilege, closing flags and `now`.
 * Events: CLOCK.TICK, PARTICIPANTS.CHANGE, SITE.CHANGE; the NEXT_BOUNDARY delay. Nothing to provide.
 * Boundaries, all inclusive: joinable from exactly start - 15 min to exactly end + 15 min; live from start to
 * end; still shown at exactly last end + 86,400 s, hidden one millisecond later.
 */

export interface OfficeHourSlot {
  readonly start: number;
  readonly end: number;
}

export interface OfficeHoursInput {
  readonly now: number;
  readonly slots: readonly OfficeHourSlot[];
  /** session_office_hour_capacity; 25 when missing. */
  readonly capacity?: number | null;
  /** Participants online in the room. */
  readonly participants?: number;
  /** Admin, or author or chair of the session: never turned away by 'Room Full'. */
  readonly isPrivileged?: boolean;
  readonly softClosed?: boolean;
  readonly archiveMode?: boolean;
}

export interface OfficeHoursContext {
  readonly now: number;
  /** Sorted by start. */
  readonly slots: readonly OfficeHourSlot[];
  readonly capacity: number;
  readonly participants: number;
  readonly isPrivileged: boolean;
  readonly softClosed: boolean;
  readonly archiveMode: boolean;
}

export type OfficeHoursEvent =
  | { type: 'CLOCK.TICK'; now: number }
  | { type: 'PARTICIPANTS.CHANGE'; count: number }
  | { type: 'SITE.CHANGE'; softClosed: boolean; archiveMode: boolean };

export type OfficeHoursPhase =
  | 'noSlots'
  | 'upcoming'
  | 'beforeStart'
  | 'live'
  | 'afterEnd'
  | 'over'
  | 'expired';

const { JOIN_BEFORE, JOIN_AFTER_END, HIDDEN_AFTER_LAST_END } = OFFICE_HOURS;

export const officeHoursContext = (input: OfficeHoursInput): OfficeHoursContext => ({
  now: input.now,
  slots: [...input.slots].sort((a, b) => a.start - b.start),
  capacity: input.capacity ?? OFFICE_HOURS.DEFAULT_CAPACITY,
  participants: input.participants ?? 0,
  isPrivileged: input.isPrivileged === true,
  softClosed: input.softClosed === true,
  archiveMode: input.archiveMode === true,
});

/** Where `now` lies among the slots; a live slot wins over the join window of a neighbouring one. */
export const officeHoursPhase = ({ now, slots }: OfficeHoursContext): OfficeHoursPhase => {
  if (slots.length === 0) return 'noSlots';
  if (slots.some((s) => s.start <= now && now <= s.end)) return 'live';
  if (slots.some((s) => s.start - JOIN_BEFORE <= now && now < s.start)) return 'beforeStart';
  if (slots.some((s) => s.end < now && now <= s.end + JOIN_AFTER_END)) return 'afterEnd';
  if (slots.some((s) => now < s.start - JOIN_BEFORE)) return 'upcoming';
  const lastEnd = Math.max(...slots.map((s) => s.end));
  return now <= lastEnd + HIDDEN_AFTER_LAST_END ? 'over' : 'expired';
};

/** The slot that is live now, else the next one to start, else null. */
export const currentSlot = ({ now, slots }: OfficeHoursContext): OfficeHourSlot | null =>
  slots.find((s) => s.start <= now && now <= s.end) ?? slots.find((s) => now < s.start) ?? null;

export const isRoomFull = (c: OfficeHoursContext): boolean => !c.isPrivileged && c.participants >= c.capacity;
export const isSiteClosed = (c: OfficeHoursContext): boolean => c.softClosed || c.archiveMode;

const nextBoundary = (c: OfficeHoursContext): number | null => {
  const lastEnd = c.slots.length ? Math.max(...c.slots.map((s) => s.end)) : null;
  return nextInstant(c.now, [
    ...c.slots.flatMap((s) => [s.start - JOIN_BEFORE, s.start, s.end + 1, s.end + JOIN_AFTER_END + 1]),
    lastEnd === null ? null : lastEnd + HIDDEN_AFTER_LAST_END + 1,
  ]);
};

const scheduleTarget = {
  noSlots: 'noSlots',
  upcoming: 'upcoming',
  beforeStart: 'joinable.beforeStart',
  live: 'joinable.live',
  afterEnd: 'joinable.afterEnd',
  over: 'over',
  expired: 'expired',
} as const satisfies Record<OfficeHoursPhase, string>;

const schedule = scheduleOf<OfficeHoursContext, OfficeHoursPhase, OfficeHoursEvent>(
  'officeHours',
  officeHoursPhase,
  nextBoundary,
);
const leaveWhenStale = schedule.leaveWhenStale;
const room = roomCapacityOf<OfficeHoursContext, OfficeHoursEvent>(isRoomFull);

export const officeHoursMachine = setup({
  types: {
    input: {} as OfficeHoursInput,
    context: {} as OfficeHoursContext,
    events: {} as OfficeHoursEvent,
  },
  actions: {
    ...schedule.actions,
    ...room.actions,
    assignSite: assign(({ context, event }) =>
      event.type === 'SITE.CHANGE'
        ? { softClosed: event.softClosed, archiveMode: event.archiveMode }
        : context,
    ),
  },
  guards: {
    ...schedule.guards,
    ...room.guards,
    isSiteClosed: ({ context }) => isSiteClosed(context),
    isSiteOpen: ({ context }) => !isSiteClosed(context),
  },
  delays: {
    ...schedule.delays,
  },
}).createMachine({
  id: 'officeHours',
  type: 'parallel',
  context: ({ input }) => officeHoursContext(input),
  on: {
    'PARTICIPANTS.CHANGE': { actions: 'assignParticipants' },
    'SITE.CHANGE': { actions: 'assignSite' },
  },
  states: {
    clock: clockRegion,
    schedule: {
      initial: 'settling',
      states: {
        settling: {
          always: schedule.settle(scheduleTarget),
        },
        // The slots are input and never change: a session without slots stays so.
        noSlots: {},
        upcoming: leaveWhenStale('upcoming'),
        joinable: {
          initial: 'beforeStart',
          states: {
            beforeStart: leaveWhenStale('beforeStart'),
            live: leaveWhenStale('live'),
            afterEnd: leaveWhenStale('afterEnd'),
          },
        },
        over: leaveWhenStale('over'),
        expired: leaveWhenStale('expired'),
      },
    },
    room: room.region,
    site: {
      initial: 'settling',
      states: {
        settling: { always: [{ guard: 'isSiteClosed', target: 'closed' }, { target: 'open' }] },
        open: { always: { guard: 'isSiteClosed', target: 'closed' } },
        closed: { always: { guard: 'isSiteOpen', target: 'open' } },
      },
    },
  },
});
