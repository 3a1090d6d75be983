import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type FreeSlots, meetingBookingMachine } from '../../machines/meetingBooking';
import { meetingBookingView } from '../../machines/meetingBooking.view';
import { A, B, BOTH, NOW, ONLY_B } from './models/meetingBooking.model';

const pending = meetingBookingMachine.provide({
  actors: {
    fetchSlots: fromPromise(() => new Promise<FreeSlots>(() => {})),
    bookSlot: fromPromise(() => new Promise<{ message: string }>(() => {})),
  },
});
const fetched = (output: FreeSlots) => ({ type: 'xstate.done.actor.fetchSlots', output }) as never;

describe('meetingBookingView', () => {
  it('shows the loading list, then the slots and days with no dialog', () => {
    const actor = createActor(pending, { input: { now: NOW } }).start();
    expect(meetingBookingView(actor.getSnapshot())).toMatchObject({
      state: 'loading',
      loading: true,
      slots: [],
    });
    actor.send(fetched(BOTH));
    expect(meetingBookingView(actor.getSnapshot())).toMatchObject({
      state: 'idle',
      loading: false,
      slots: [A, B],
      days: BOTH.days,
      selected: null,
      canPick: true,
      canFilter: true,
      notice: null,
    });
  });

  it('opens the dialog on a picked slot; Book only with a note; busy after Book', () => {
    const actor = createActor(pending, { input: { now: NOW } }).start();
    actor.send(fetched(BOTH));
    actor.send({ type: 'SLOT.PICK', id: 'b' });
    expect(meetingBookingView(actor.getSnapshot())).toMatchObject({ selected: B, canBook: false, note: '' });
    actor.send({ type: 'NOTE.CHANGE', note: 'Hello' });
    expect(meetingBookingView(actor.getSnapshot())).toMatchObject({ canBook: true, note: 'Hello' });
    actor.send({ type: 'BOOKING.SUBMIT' });
    expect(meetingBookingView(actor.getSnapshot())).toMatchObject({
      state: 'refetching',
      busy: true,
      selected: B,
    });
  });

  it('says the slot was taken (title Error) with the dialog closed and the slot gone', () => {
    const actor = createActor(pending, { input: { now: NOW } }).start();
    actor.send(fetched(BOTH));
    actor.send({ type: 'SLOT.PICK', id: 'a' });
    actor.send({ type: 'NOTE.CHANGE', note: 'Hello' });
    actor.send({ type: 'BOOKING.SUBMIT' });
    actor.send(fetched(ONLY_B));
    expect(meetingBookingView(actor.getSnapshot())).toMatchObject({
      state: 'taken',
      selected: null,
      slots: [B],
      notice: { kind: 'taken', titleKey: 'meetings.takenTitle', textKey: 'meetings.taken' },
    });
    actor.send({ type: 'NOTICE.DISMISS' });
    expect(meetingBookingView(actor.getSnapshot()).notice).toBeNull();
  });
});
