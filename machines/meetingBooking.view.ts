/**
 * What the booth's meeting scheduler shows for a snapshot of the meetingBooking machine: the free slots with the
 * filter, whether the dialog is open (with its slot, note and whether Book takes a click), the notice after a
 * booking (thank-you, or the slot taken with its title) and the failure of a call.
 */
import type { SnapshotFrom } from 'xstate';
import type { MeetingDay, MeetingFilter, MeetingSlot, meetingBookingMachine } from './meetingBooking';
import { stateName } from './support/stateName';

export interface MeetingNotice {
  kind: 'booked' | 'taken';
  /** i18n keys. */
  titleKey: string;
  textKey: string;
}

export interface MeetingBookingView {
  state: string;
  loading: boolean;
  loadFailed: boolean;
  slots: readonly MeetingSlot[];
  days: readonly MeetingDay[];
  filter: MeetingFilter;
  /** The event's time zone, once the slots are loaded. */
  timeZone: string | null;
  /** The dialog is open on this slot. */
  selected: MeetingSlot | null;
  note: string;
  canBook: boolean;
  /** Book was pressed: the slots are refetched, then the booking sent. */
  busy: boolean;
  notice: MeetingNotice | null;
  failure: string | null;
  canPick: boolean;
  canFilter: boolean;
}

const NOTICES: Record<string, MeetingNotice> = {
  booked: { kind: 'booked', titleKey: 'meetings.bookedTitle', textKey: 'meetings.booked' },
  taken: { kind: 'taken', titleKey: 'meetings.takenTitle', textKey: 'meetings.taken' },
};

export const MEETING_BOOKING_TEXT_KEYS = Object.values(NOTICES).flatMap((n) => [n.titleKey, n.textKey]);

export function meetingBookingView(s: SnapshotFrom<typeof meetingBookingMachine>): MeetingBookingView {
  const state = stateName(s.value);
  const { selected, note, slots, days, filter, failure } = s.context;
  const dialog = s.matches('choosing') || s.matches('refetching') || s.matches('booking');
  return {
    state,
    loading: s.matches('loading'),
    loadFailed: s.matches('loadFailed'),
    slots,
    days,
    filter,
    timeZone: s.context.timeZone,
    selected: dialog ? selected : null,
    note,
    canBook: s.can({ type: 'BOOKING.SUBMIT' }),
    busy: s.matches('refetching') || s.matches('booking'),
    notice: NOTICES[state] ?? null,
    failure,
    canPick: slots.some((slot) => s.can({ type: 'SLOT.PICK', id: slot._id })),
    canFilter: s.can({ type: 'SLOTS.FILTER', filter: {} }),
  };
}
