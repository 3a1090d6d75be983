import { assign, fromCallback, setup } from 'xstate';
import { isLoungeOpenAt, type LoungeSchedule, loungeStatusAt, nextSchedule } from '../schemas/lounge';
import { LOUNGE } from '../schemas/constants';
import { clockRegion } from './support/clockRegion';
import { scheduleOf } from './support/schedule';
import { nextInstant } from './support/time';

/**
 * The networking lounges page (001 §2, §4 "Lounges"): the room cards, a sponsor video before a room that has
 * one (playAd), and the room (play); Back leaves the room for the cards. Each card's status follows the clock
 * (a scheduled room is live in its next unfinished schedule, joinable 10 minutes before it starts, at any time
 * for admins and moderators) and the room's occupancy (Room Full at capacity except for admins and moderators;
 * Disabled for limited access). Input: the rooms, the user's flags, counts and `now`. Provide `stayInRoom`
 * (the "/lounge" presence of the room the user is in).
 */

export interface LoungeMachineRoom {
  readonly id: string;
  readonly scheduled: boolean;
  /** Unfinished schedules by start. */
  readonly schedules: readonly LoungeSchedule[];
  readonly capacity: number | null;
  /** The user moderates this room. */
  readonly moderator: boolean;
  readonly hasAd: boolean;
  readonly maySkipAd: boolean;
}

export interface LoungeInput {
  readonly now: number;
  readonly rooms: readonly LoungeMachineRoom[];
  readonly isAdmin: boolean;
  readonly limitedAccess: boolean;
  /** People in each room now, by room id. */
  readonly counts?: Readonly<Record<string, number>>;
}

export interface LoungeContext extends Required<LoungeInput> {
  /** The room of playAd and play. */
  readonly roomId: string | null;
}

export type LoungeEvent =
  | { type: 'CLOCK.TICK'; now: number }
  | { type: 'PARTICIPANTS.CHANGE'; room: string; count: number }
  | { type: 'ROOM.JOIN'; room: string }
  | { type: 'AD.END' }
  | { type: 'AD.SKIP' }
  | { type: 'ROOM.BACK' };

/** What a card offers: Join Room, Room Full (disabled), Disabled (limited access), or no button yet. */
export type LoungeButton = 'join' | 'full' | 'disabled' | 'none';

export const isPrivileged = (c: LoungeContext, room: LoungeMachineRoom) => c.isAdmin || room.moderator;

/** Whether a room still shows: scheduled rooms go once no schedule is left. */
export const isListed = (c: LoungeContext, room: LoungeMachineRoom) => loungeStatusAt(room, c.now) !== null;

export const isFull = (c: LoungeContext, room: LoungeMachineRoom) =>
  !isPrivileged(c, room) && room.capacity !== null && (c.counts[room.id] ?? 0) >= room.capacity;

export function loungeButton(c: LoungeContext, room: LoungeMachineRoom): LoungeButton {
  if (!isListed(c, room) || !isLoungeOpenAt(room, isPrivileged(c, room), c.now)) return 'none';
  if (c.limitedAccess) return 'disabled';
  return isFull(c, room) ? 'full' : 'join';
}

const roomOf = (c: LoungeContext, id: string | null) => c.rooms.find((r) => r.id === id) ?? null;
const joinable = (c: LoungeContext, event: LoungeEvent) => {
  if (event.type !== 'ROOM.JOIN') return null;
  const room = event.room === c.roomId ? null : roomOf(c, event.room);
  return room && loungeButton(c, room) === 'join' ? room : null;
};

/** The instants where a card changes: 10 minutes before, at the start and just after the end of each schedule. */
const nextBoundary = (c: LoungeContext) =>
  nextInstant(
    c.now,
    c.rooms.flatMap((room) => {
      const next = room.scheduled ? nextSchedule(room.schedules, c.now) : null;
      return next ? [next.start - LOUNGE.SCHEDULED_OPEN_BEFORE, next.start, next.end + 1] : [];
    }),
  );

// The clock region's parts; the cards read their status from `now`, so no schedule region is needed.
const clock = scheduleOf<LoungeContext, 'cards', LoungeEvent>('lounge', () => 'cards', nextBoundary);

export const loungeMachine = setup({
  types: {
    input: {} as LoungeInput,
    context: {} as LoungeContext,
    events: {} as LoungeEvent,
  },
  actors: {
    stayInRoom: fromCallback<LoungeEvent, { room: string }>(() => {
      throw new Error('stayInRoom not provided');
    }),
  },
  actions: {
    assignNow: clock.actions.assignNow,
    advanceToNextBoundary: clock.actions.advanceToNextBoundary,
    assignCount: assign(({ context, event }) =>
      event.type === 'PARTICIPANTS.CHANGE'
        ? { counts: { ...context.counts, [event.room]: event.count } }
        : context,
    ),
    assignRoom: assign(({ event }) => (event.type === 'ROOM.JOIN' ? { roomId: event.room } : {})),
    clearRoom: assign({ roomId: null }),
  },
  guards: {
    hasNextBoundary: clock.guards.hasNextBoundary,
    canJoinAfterAd: ({ context, event }) => joinable(context, event)?.hasAd === true,
    canJoin: ({ context, event }) => joinable(context, event) !== null,
    canSkipAd: ({ context }) => {
      const room = roomOf(context, context.roomId);
      return room !== null && (room.maySkipAd || isPrivileged(context, room));
    },
  },
  delays: {
    NEXT_BOUNDARY: clock.delays.NEXT_BOUNDARY,
  },
}).createMachine({
  id: 'lounge',
  type: 'parallel',
  context: ({ input }) => ({ counts: {}, ...input, roomId: null }),
  on: { 'PARTICIPANTS.CHANGE': { actions: 'assignCount' } },
  states: {
    clock: clockRegion,
    view: {
      initial: 'cards',
      states: {
        cards: {
          on: {
            'ROOM.JOIN': [
              { guard: 'canJoinAfterAd', target: 'playAd', actions: 'assignRoom' },
              { guard: 'canJoin', target: 'play', actions: 'assignRoom' },
            ],
          },
        },
        playAd: {
          on: {
            'AD.END': { target: 'play' },
            'AD.SKIP': { guard: 'canSkipAd', target: 'play' },
            'ROOM.BACK': { target: 'cards', actions: 'clearRoom' },
          },
        },
        play: {
          invoke: {
            id: 'presence',
            src: 'stayInRoom',
            input: ({ context }) => ({ room: context.roomId ?? '' }),
          },
          on: {
            'ROOM.BACK': { target: 'cards', actions: 'clearRoom' },
            // Another room from the list beside the room: out of this one, into that one (after its ad).
            'ROOM.JOIN': [
              { guard: 'canJoinAfterAd', target: 'playAd', actions: 'assignRoom' },
              { guard: 'canJoin', target: 'play', reenter: true, actions: 'assignRoom' },
            ],
          },
        },
      },
    },
  },
});
