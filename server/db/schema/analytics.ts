import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userOwned } from './columns';

/** What browsers log about content and ads (001 §7 Event logging), one row per action. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: text('id').primaryKey(),
    ...userOwned(),
    action: text('action').notNull(),
    page: text('page').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    title: text('title'),
    adSrc: text('ad_src'),
    adUrl: text('ad_url'),
    adPlace: text('ad_place'),
    seconds: integer('seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('analytics_events_event_time').on(t.eventId, t.createdAt),
    // The per-user rate bound counts a user's recent rows.
    index('analytics_events_user_time').on(t.eventId, t.uuid, t.createdAt),
  ],
);
