import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { type FreeSlots, type MeetingSlot, meetingBookingMachine } from '../../../machines/meetingBooking';
import { meetingBookingView } from '../../../machines/meetingBooking.view';
import type { MachineModel } from '../model';

export const NOW = 1_000_000;
export const SERVER_MESSAGE = 'Sorry, the server is going wrong';
export const TAKEN = 'Sorry, this timeslot has already been taken!';

export const slot = (id: string, startTS: number, uuid = 'staff-1'): MeetingSlot => ({
  _id: id,
  startTS,
  endTS: startTS + 1_800_000,
  owner_name: 'Grace Hopper',
  title: 'Product demo',
  uuid,
  display: '2026-11-22',
});
const DAYS = [{ date: '2026-11-22', label: 'Sun, Nov 22' }];
export const A = slot('a', NOW + 60_000);
export const B = slot('b', NOW + 120_000, 'staff-2');
/** Both slots free; after someone else booked A. */
export const BOTH: FreeSlots = { timeslots: [A, B], days: DAYS };
export const ONLY_B: FreeSlots = { timeslots: [B], days: DAYS };

/** The real machine; its calls never settle by themselves: the paths send their done and error events. */
export const meetingBookingTestMachine = meetingBookingMachine.provide({
  actors: {
    fetchSlots: fromPromise(() => new Promise<FreeSlots>(() => {})),
    bookSlot: fromPromise(() => new Promise<{ message: string }>(() => {})),
  },
});
type Machine = typeof meetingBookingTestMachine;
type Ev = EventFromLogic<Machine>;

const events: Ev[] = [
  { type: 'SLOT.PICK', id: 'a' },
  { type: 'SLOT.PICK', id: 'b' },
  { type: 'SLOT.PICK', id: 'gone' },
  { type: 'NOTE.CHANGE', note: 'Can we talk about pricing?' },
  { type: 'NOTE.CHANGE', note: '   ' },
  { type: 'BOOKING.SUBMIT' },
  { type: 'BOOKING.CANCEL' },
  { type: 'NOTICE.DISMISS' },
  { type: 'SLOTS.RELOAD' },
  { type: 'SLOTS.FILTER', filter: { contact: 'staff-2' } },
  { type: 'CLOCK.TICK', now: NOW + 90_000 },
  ...([
    { type: 'xstate.done.actor.fetchSlots', output: BOTH },
    { type: 'xstate.done.actor.fetchSlots', output: ONLY_B },
    { type: 'xstate.error.actor.fetchSlots', error: { message: SERVER_MESSAGE } },
    { type: 'xstate.done.actor.bookSlot', output: { message: 'ok' } },
    { type: 'xstate.error.actor.bookSlot', error: { message: TAKEN, status: 409 } },
    { type: 'xstate.error.actor.bookSlot', error: { message: SERVER_MESSAGE, status: 500 } },
  ] as unknown as Ev[]),
];

function meaning(s: SnapshotFrom<Machine>, step: { previous: SnapshotFrom<Machine> | null }) {
  const view = meetingBookingView(s);
  const { context } = s;
  // Only slots that have not started are ever offered.
  expect(view.slots.every((x) => x.startTS > context.now)).toBe(true);
  // A slot that is not offered cannot be picked in any state.
  expect(s.can({ type: 'SLOT.PICK', id: 'gone' })).toBe(false);
  const before = step.previous?.context.selected?._id;
  if (s.matches('loading')) {
    expect(view).toMatchObject({ loading: true, selected: null, notice: null, canPick: false, busy: false });
  } else if (s.matches('loadFailed')) {
    expect(view).toMatchObject({ loadFailed: true, failure: SERVER_MESSAGE, selected: null, canPick: false });
  } else if (s.matches('idle')) {
    expect(view).toMatchObject({
      selected: null,
      notice: null,
      busy: false,
      canBook: false,
      canFilter: true,
    });
    expect(view.canPick).toBe(view.slots.length > 0);
  } else if (s.matches('choosing')) {
    expect(view.selected).not.toBeNull();
    expect(view.busy).toBe(false);
    // 002 §5: Book is disabled while the note is empty.
    expect(view.canBook).toBe(context.note.trim() !== '');
    expect(view.canFilter).toBe(false);
  } else if (s.matches('refetching') || s.matches('booking')) {
    expect(view).toMatchObject({ busy: true, canBook: false, canFilter: false });
    expect(view.selected).not.toBeNull();
    expect(context.note.trim()).not.toBe('');
  } else if (s.matches('booked')) {
    expect(view.notice).toEqual({
      kind: 'booked',
      titleKey: 'meetings.bookedTitle',
      textKey: 'meetings.booked',
    });
    expect(view.selected).toBeNull();
    if (before) expect(view.slots.map((x) => x._id)).not.toContain(before);
  } else if (s.matches('taken')) {
    // 002 §8: the dialog closes and the slot is removed.
    expect(view.notice).toEqual({
      kind: 'taken',
      titleKey: 'meetings.takenTitle',
      textKey: 'meetings.taken',
    });
    expect(view.selected).toBeNull();
    expect(context.note).toBe('');
    if (before) expect(view.slots.map((x) => x._id)).not.toContain(before);
  } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
}

export const meetingBookingModel: MachineModel<Machine> = {
  name: 'meetingBooking',
  machine: meetingBookingTestMachine,
  inputs: [{ label: 'a booth with two free slots', input: { now: NOW } }],
  events: () => events,
  meaning: (s, step) => meaning(s, step),
  serializeState: (s) => JSON.stringify([s.value, s.context]),
  transitionPaths: 'newEdges',
};
