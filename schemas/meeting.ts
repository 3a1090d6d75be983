import { Schema } from 'effect';
import { HallId } from './exhibitorDirectory';
import { TrimmedUpTo } from './input';

/** A free meeting timeslot of an exhibitor's staff member (002 §3 Timeslot); `display` is its day's label. */
export const Timeslot = Schema.Struct({
  _id: Schema.String,
  /** Epoch ms. */
  startTS: Schema.Number,
  endTS: Schema.Number,
  /** The staff member's name. */
  owner_name: Schema.String,
  title: Schema.String,
  /** The staff member who owns the slot. */
  uuid: Schema.String,
  conference_id: Schema.String,
  /** The day (YYYY-MM-DD, event time zone) the slot starts on. */
  display: Schema.String,
});
export type Timeslot = typeof Timeslot.Type;

/** A day that has free slots: its date (YYYY-MM-DD) and label ('ddd, MMM DD') in the event's time zone. */
export const TimeslotDay = Schema.Struct({ date: Schema.String, label: Schema.String });
export type TimeslotDay = typeof TimeslotDay.Type;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The booth's hall, as a booth in an additional hall names it (`?hall=`): the main hall when absent. */
export const MeetingHallQuery = Schema.Struct({ hall: Schema.optionalWith(HallId, { exact: true }) });

/** GET /api/exhibitors/{CompID}/timeslots: the booth's hall, optional filters by staff contact and by day. */
export const TimeslotsQuery = Schema.Struct({
  ...MeetingHallQuery.fields,
  contact: Schema.optionalWith(
    Schema.String.pipe(Schema.pattern(/^[\w-]{1,64}$/, { message: () => 'contact must be a staff uuid' })),
    { exact: true },
  ),
  day: Schema.optionalWith(
    Schema.String.pipe(Schema.pattern(DAY, { message: () => 'day must be a date (YYYY-MM-DD)' })),
    { exact: true },
  ),
});
export type TimeslotsQuery = typeof TimeslotsQuery.Type;

/** Free slots, soonest first: the next 10 unless filtered; the days that have free slots; the event's zone. */
export const TimeslotsReply = Schema.Struct({
  timeslots: Schema.Array(Timeslot),
  days: Schema.Array(TimeslotDay),
  time_zone: Schema.String,
});
export type TimeslotsReply = typeof TimeslotsReply.Type;

export const MEETING_NOTE_MAX = 2000;

/** POST /api/exhibitors/{CompID}/meetings: the slot and the attendee's note (002 §5: required). */
export const MeetingRequest = Schema.Struct({
  timeslot_id: Schema.String.pipe(
    Schema.pattern(/^[\w-]{1,64}$/, { message: () => 'timeslot_id must be a timeslot id' }),
  ),
  note: TrimmedUpTo(MEETING_NOTE_MAX).pipe(Schema.minLength(1, { message: () => 'note is required' })),
});
export type MeetingRequest = typeof MeetingRequest.Type;

/** A meeting request (state requested, 002 §4). */
export const Meeting = Schema.Struct({
  id: Schema.String,
  timeslot_id: Schema.String,
  status: Schema.Literal('requested'),
  startTS: Schema.Number,
  endTS: Schema.Number,
  owner_name: Schema.String,
});
export type Meeting = typeof Meeting.Type;

export const MeetingReply = Schema.Struct({ meeting: Meeting, message: Schema.String });
export type MeetingReply = typeof MeetingReply.Type;
