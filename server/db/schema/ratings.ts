import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userOwned } from './columns';
import { events } from './events';

/** A user's rating of an item (000 §3 Rating), kept in half stars (1 to 10) so sums stay exact. */
export const ratings = pgTable(
  'ratings',
  {
    ...userOwned(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    halves: integer('halves').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uuid, t.entityType, t.entityId] })],
);

/** Each rated item's count and total (in half stars), moved with every rating in the same transaction. */
export const ratingTotals = pgTable(
  'rating_totals',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    count: integer('count').notNull().default(0),
    totalHalves: integer('total_halves').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.entityType, t.entityId] })],
);
