import { fromPromise } from 'xstate';
import {
  type BookingRequest,
  type FreeSlots,
  type MeetingFilter,
  meetingBookingMachine,
} from '../../../machines/meetingBooking';
import type { MeetingCalls } from '../../api/meetingCalls';

/** The meetingBooking machine of one booth (in its hall: null for the main hall) on the meeting calls. */
export function liveMeetingBooking(calls: MeetingCalls, compId: number, hallId: string | null = null) {
  return meetingBookingMachine.provide({
    actors: {
      fetchSlots: fromPromise<FreeSlots, MeetingFilter>(({ input }) =>
        calls.timeslots(compId, input, hallId),
      ),
      bookSlot: fromPromise<{ message: string }, BookingRequest>(({ input }) =>
        calls.book(compId, input, hallId),
      ),
    },
  });
}
