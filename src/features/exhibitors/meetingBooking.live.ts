import { fromPromise } from 'xstate';
import {
  type BookingRequest,
  type FreeSlots,
  type MeetingFilter,
  meetingBookingMachine,
} from '../../../machines/meetingBooking';
import type { MeetingCalls } from '../../api/meetingCalls';

/** The meetingBooking machine of one booth on the meeting calls. */
export function liveMeetingBooking(calls: MeetingCalls, compId: number) {
  return meetingBookingMachine.provide({
    actors: {
      fetchSlots: fromPromise<FreeSlots, MeetingFilter>(({ input }) => calls.timeslots(compId, input)),
      bookSlot: fromPromise<{ message: string }, BookingRequest>(({ input }) => calls.book(compId, input)),
    },
  });
}
