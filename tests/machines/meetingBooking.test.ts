import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type BookingRequest, type FreeSlots, meetingBookingMachine } from '../../machines/meetingBooking';
import { meetingBookingView } from '../../machines/meetingBooking.view';
import { modelPaths, replay } from './model';
import { A, B, BOTH, meetingBookingModel, NOW, ONLY_B, TAKEN } from './models/meetingBooking.model';

const taken = Object.assign(new Error(TAKEN), { status: 409 });

function start(fetches: FreeSlots[], book: (r: BookingRequest) => Promise<{ message: string }>) {
  const sent: BookingRequest[] = [];
  let call = 0;
  const actor = createActor(
    meetingBookingMachine.provide({
      actors: {
        fetchSlots: fromPromise(async () => fetches[Math.min(call++, fetches.length - 1)] as FreeSlots),
        bookSlot: fromPromise(async ({ input }) => {
          sent.push(input);
          return book(input);
        }),
      },
    }),
    { input: { now: NOW } },
  ).start();
  return { actor, sent };
}

describe('meetingBooking', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(meetingBookingModel);
    expect(paths.length).toBeGreaterThanOrEqual(10);
    for (const p of paths) replay(meetingBookingModel, p);
  });

  it('refetches on Book and sends the booking when the slot is still free; the slot then goes', async () => {
    const { actor, sent } = start([BOTH, BOTH], async () => ({ message: 'ok' }));
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'SLOT.PICK', id: 'a' });
    actor.send({ type: 'NOTE.CHANGE', note: '  Pricing?  ' });
    actor.send({ type: 'BOOKING.SUBMIT' });
    await waitFor(actor, (s) => s.matches('booked'));
    expect(sent).toEqual([{ timeslot_id: 'a', note: 'Pricing?' }]);
    expect(meetingBookingView(actor.getSnapshot()).slots).toEqual([B]);
  });

  it('does not send the booking when the refetch no longer has the slot: taken, dialog closed', async () => {
    const { actor, sent } = start([BOTH, ONLY_B], async () => ({ message: 'ok' }));
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'SLOT.PICK', id: 'a' });
    actor.send({ type: 'NOTE.CHANGE', note: 'Hi' });
    actor.send({ type: 'BOOKING.SUBMIT' });
    await waitFor(actor, (s) => s.matches('taken'));
    expect(sent).toEqual([]);
    expect(meetingBookingView(actor.getSnapshot())).toMatchObject({ selected: null, slots: [B] });
  });

  it('treats a 409 from the booking as taken, and another failure as a message in the open dialog', async () => {
    const lost = start([BOTH, BOTH], async () => Promise.reject(taken));
    await waitFor(lost.actor, (s) => s.matches('idle'));
    lost.actor.send({ type: 'SLOT.PICK', id: 'a' });
    lost.actor.send({ type: 'NOTE.CHANGE', note: 'Hi' });
    lost.actor.send({ type: 'BOOKING.SUBMIT' });
    await waitFor(lost.actor, (s) => s.matches('taken'));
    expect(meetingBookingView(lost.actor.getSnapshot()).slots).toEqual([B]);

    const broken = start([BOTH, BOTH], async () => Promise.reject(new Error('Down for maintenance')));
    await waitFor(broken.actor, (s) => s.matches('idle'));
    broken.actor.send({ type: 'SLOT.PICK', id: 'a' });
    broken.actor.send({ type: 'NOTE.CHANGE', note: 'Hi' });
    broken.actor.send({ type: 'BOOKING.SUBMIT' });
    await waitFor(broken.actor, (s) => s.matches('choosing') && s.context.failure !== null);
    expect(meetingBookingView(broken.actor.getSnapshot())).toMatchObject({
      selected: A,
      failure: 'Down for maintenance',
      canBook: true,
    });
  });

  it('drops slots as they start (CLOCK.TICK)', async () => {
    const { actor } = start([BOTH], async () => ({ message: 'ok' }));
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'CLOCK.TICK', now: A.startTS });
    expect(meetingBookingView(actor.getSnapshot()).slots).toEqual([B]);
    expect(actor.getSnapshot().can({ type: 'SLOT.PICK', id: 'a' })).toBe(false);
  });
});
