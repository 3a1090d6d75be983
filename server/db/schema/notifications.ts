import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './events';

/** Notification posts of the lobby and live notifications (001 §3 Notification post), published by admins. */
export const notificationPosts = pgTable(
  'notification_posts',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    actions: jsonb('actions').$type<string[]>().notNull(),
    isSticky: boolean('is_sticky').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    contextType: text('context_type'),
    contextId: text('context_id'),
    linkButtonUrl: text('link_button_url'),
    linkButtonTitle: text('link_button_title'),
    tags: jsonb('tags').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a scheduled notification was sent live (once). */
    firedAt: timestamp('fired_at', { withTimezone: true }),
  },
  (t) => [index('notification_posts_event').on(t.eventId)],
);
