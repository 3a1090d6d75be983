import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userOwned } from './columns';

/** A user's saved items (000 §3 Favorite): the itinerary and the stars. */
export const favorites = pgTable(
  'favorites',
  {
    ...userOwned(),
    /** session, abstract, program, officeHour or networking_lounge. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.uuid, t.entityType, t.entityId] }),
    index('favorites_event').on(t.eventId, t.uuid),
  ],
);
