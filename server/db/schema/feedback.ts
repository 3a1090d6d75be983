import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { events } from './events';

/** What browsers log (000 §7 client event log): menu clicks, views, ad events. */
export const clientEvents = pgTable(
  'client_events',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    uuid: text('uuid').notNull(),
    action: text('action').notNull(),
    module: text('module').notNull(),
    screen: text('screen').notNull(),
    title: text('title'),
    titleId: text('title_id'),
    targetType: text('target_type'),
    target: text('target'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('client_events_event_time').on(t.eventId, t.createdAt)],
);

/** Reports of the Report an Issue modal: one per user, item and reason. */
export const flags = pgTable(
  'flags',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    uuid: text('uuid').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('flags_once').on(t.eventId, t.uuid, t.entityType, t.entityId, t.reason),
    index('flags_entity').on(t.eventId, t.entityType, t.entityId),
  ],
);
