import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userOwned } from './columns';

/**
 * Abstract votes (002 §4, §7 save_vote): one per user and voting form. The primary key (event, form, user) is
 * what refuses a second vote, however many arrive at once, on PGlite and PostgreSQL alike.
 */
export const votes = pgTable(
  'votes',
  {
    ...userOwned(),
    /** The form's url id (formurlid). */
    formId: text('form_id').notNull(),
    abId: integer('ab_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.formId, t.uuid] })],
);
