import { bigint, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/** Meeting timeslots that exhibitor staff offer (002 §3 Timeslot): times in epoch ms. */
export const timeslots = pgTable(
  'timeslots',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    exhibitorId: integer('exhibitor_id').notNull(),
    ownerUuid: text('owner_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startMs: bigint('start_ms', { mode: 'number' }).notNull(),
    endMs: bigint('end_ms', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    index('timeslots_event_exhibitor_start').on(t.eventId, t.exhibitorId, t.startMs),
  ],
);

/**
 * Meeting requests (002 §4: created in state requested). One meeting per slot: the unique key is what lets
 * exactly one of many concurrent bookings of a slot win.
 */
export const meetings = pgTable(
  'meetings',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    timeslotId: text('timeslot_id').notNull(),
    exhibitorId: integer('exhibitor_id').notNull(),
    /** The attendee who asked (claim_uuid). */
    requesterUuid: text('requester_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    unique('meetings_event_timeslot').on(t.eventId, t.timeslotId),
    index('meetings_event_requester').on(t.eventId, t.requesterUuid),
  ],
);
