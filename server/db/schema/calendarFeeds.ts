import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userOwned } from './columns';

/**
 * An attendee's personal calendar feed. Its address carries a signature of the user and this nonce (made with
 * the server's secret, so the database never holds an address that works); resetting the feed draws a new
 * nonce, and the old address stops working at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    ...userOwned(),
    nonce: text('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uuid] })],
);
