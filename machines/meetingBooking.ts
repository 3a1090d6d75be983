/**
 * Booking a meeting slot with a booth's staff (002 §2 "Meeting booking", §4): the free slots are loaded (by the
 * filter of contact and day); a slot is picked and a note written; Book refetches the free slots and sends the
 * booking only if the slot is still free. Booked removes the slot with the thank-you; a slot taken meanwhile
 * (gone from the refetch, or a 409 from the booking) closes the dialog, removes the slot and says so.
 * Input: now (epoch ms), optional filter. CLOCK.TICK moves now and drops slots that have started.
 * Provide the actors fetchSlots (input: filter; output: { timeslots, days }) and bookSlot (input: timeslot_id,
 * note; output: { message }; a taken slot fails with status 409).
 */
import { assign, fromPromise, setup } from 'xstate';
import { messageOf, statusOf } from './support/callError';

export interface MeetingSlot {
  readonly _id: string;
  readonly startTS: number;
  readonly endTS: number;
  readonly owner_name: string;
  readonly title: string;
  /** The staff member who owns it. */
  readonly uuid: string;
  readonly display: string;
}
export interface MeetingDay {
  readonly date: string;
  readonly label: string;
}
export interface MeetingFilter {
  readonly contact?: string;
  readonly day?: string;
}
export interface FreeSlots {
  readonly timeslots: readonly MeetingSlot[];
  readonly days: readonly MeetingDay[];
  /** The event's time zone, which the day labels are in. */
  readonly time_zone?: string;
}
export interface BookingRequest {
  readonly timeslot_id: string;
  readonly note: string;
}

export interface MeetingBookingContext {
  readonly now: number;
  readonly filter: MeetingFilter;
  readonly slots: readonly MeetingSlot[];
  readonly days: readonly MeetingDay[];
  readonly timeZone: string | null;
  readonly selected: MeetingSlot | null;
  readonly note: string;
  readonly failure: string | null;
}

export type MeetingBookingEvent =
  | { type: 'SLOTS.FILTER'; filter: MeetingFilter }
  | { type: 'SLOTS.RELOAD' }
  | { type: 'SLOT.PICK'; id: string }
  | { type: 'NOTE.CHANGE'; note: string }
  | { type: 'BOOKING.SUBMIT' }
  | { type: 'BOOKING.CANCEL' }
  | { type: 'NOTICE.DISMISS' }
  | { type: 'CLOCK.TICK'; now: number };

const without = (slots: readonly MeetingSlot[], id: string | undefined) => slots.filter((s) => s._id !== id);
const notStarted = (slots: readonly MeetingSlot[], now: number) => slots.filter((s) => s.startTS > now);

export const meetingBookingMachine = setup({
  types: {
    input: {} as { now: number; filter?: MeetingFilter },
    context: {} as MeetingBookingContext,
    events: {} as MeetingBookingEvent,
  },
  actors: {
    fetchSlots: fromPromise<FreeSlots, MeetingFilter>(() => {
      throw new Error('fetchSlots not provided');
    }),
    bookSlot: fromPromise<{ message: string }, BookingRequest>(() => {
      throw new Error('bookSlot not provided');
    }),
  },
  guards: {
    isFreeSlot: ({ context, event }) =>
      event.type === 'SLOT.PICK' && context.slots.some((s) => s._id === event.id && s.startTS > context.now),
    hasNote: ({ context }) => context.note.trim() !== '',
    isStillFree: ({ context }, slots: FreeSlots) =>
      slots.timeslots.some((s) => s._id === context.selected?._id && s.startTS > context.now),
    isTaken: (_, error: unknown) => statusOf(error) === 409,
  },
  actions: {
    takeSlots: assign(({ context }, slots: FreeSlots) => ({
      slots: notStarted(slots.timeslots, context.now),
      days: slots.days,
      timeZone: slots.time_zone ?? context.timeZone,
    })),
    pickSlot: assign(({ context, event }) =>
      event.type === 'SLOT.PICK'
        ? { selected: context.slots.find((s) => s._id === event.id) ?? null, note: '', failure: null }
        : {},
    ),
    removeSelected: assign(({ context }) => ({ slots: without(context.slots, context.selected?._id) })),
    closeDialog: assign({ selected: null, note: '', failure: null }),
    setFilter: assign(({ event }) => (event.type === 'SLOTS.FILTER' ? { filter: event.filter } : {})),
  },
}).createMachine({
  id: 'meetingBooking',
  context: ({ input }) => ({
    now: input.now,
    filter: input.filter ?? {},
    slots: [],
    days: [],
    timeZone: null,
    selected: null,
    note: '',
    failure: null,
  }),
  initial: 'loading',
  on: {
    'CLOCK.TICK': {
      actions: assign(({ context, event }) => ({
        now: event.now,
        slots: notStarted(context.slots, event.now),
      })),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchSlots',
        src: 'fetchSlots',
        input: ({ context }) => context.filter,
        onDone: { target: 'idle', actions: { type: 'takeSlots', params: ({ event }) => event.output } },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ failure: messageOf(event.error) })),
        },
      },
    },
    loadFailed: {
      on: { 'SLOTS.RELOAD': { target: 'loading', actions: assign({ failure: null }) } },
    },
    idle: {
      on: {
        'SLOT.PICK': { guard: 'isFreeSlot', target: 'choosing', actions: 'pickSlot' },
        'SLOTS.FILTER': { target: 'loading', actions: 'setFilter' },
        'SLOTS.RELOAD': { target: 'loading' },
      },
    },
    choosing: {
      on: {
        'NOTE.CHANGE': { actions: assign(({ event }) => ({ note: event.note })) },
        'BOOKING.SUBMIT': { guard: 'hasNote', target: 'refetching', actions: assign({ failure: null }) },
        'BOOKING.CANCEL': { target: 'idle', actions: 'closeDialog' },
      },
    },
    refetching: {
      invoke: {
        id: 'fetchSlots',
        src: 'fetchSlots',
        input: ({ context }) => context.filter,
        onDone: [
          {
            guard: { type: 'isStillFree', params: ({ event }) => event.output },
            target: 'booking',
            actions: { type: 'takeSlots', params: ({ event }) => event.output },
          },
          {
            target: 'taken',
            actions: [{ type: 'takeSlots', params: ({ event }) => event.output }, 'removeSelected'],
          },
        ],
        onError: {
          target: 'choosing',
          actions: assign(({ event }) => ({ failure: messageOf(event.error) })),
        },
      },
    },
    booking: {
      invoke: {
        id: 'bookSlot',
        src: 'bookSlot',
        input: ({ context }) => ({ timeslot_id: context.selected?._id ?? '', note: context.note.trim() }),
        onDone: { target: 'booked', actions: 'removeSelected' },
        onError: [
          {
            guard: { type: 'isTaken', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'taken',
            actions: 'removeSelected',
          },
          { target: 'choosing', actions: assign(({ event }) => ({ failure: messageOf(event.error) })) },
        ],
      },
    },
    booked: {
      entry: assign({ selected: null, note: '' }),
      on: {
        'NOTICE.DISMISS': { target: 'idle' },
        'SLOT.PICK': { guard: 'isFreeSlot', target: 'choosing', actions: 'pickSlot' },
        'SLOTS.FILTER': { target: 'loading', actions: 'setFilter' },
      },
    },
    taken: {
      entry: 'closeDialog',
      on: {
        'NOTICE.DISMISS': { target: 'idle' },
        'SLOT.PICK': { guard: 'isFreeSlot', target: 'choosing', actions: 'pickSlot' },
        'SLOTS.FILTER': { target: 'loading', actions: 'setFilter' },
      },
    },
  },
});
