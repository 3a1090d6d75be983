import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/**
 * What attendees did, one row per action, appended by the features as they happen (server/areas/activity): the
 * source of the organisers' figures. A deleted account's rows stay for the aggregates, without the person.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    uuid: text('uuid').references(() => users.uuid, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    /** How much, where the action has a size: minutes watched, a rating's stars. */
    amount: integer('amount'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('activity_log_event_action_time').on(t.eventId, t.action, t.at),
    index('activity_log_event_entity').on(t.eventId, t.entityType, t.entityId),
    // The analytics read an event's rows in order from where they stopped (server/areas/analytics/activityRollup.ts).
    index('activity_log_event_id').on(t.eventId, t.id),
  ],
);
