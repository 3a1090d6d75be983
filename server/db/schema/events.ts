import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EventConfig } from '../../../schemas/eventConfig';

/** One row per event (tenant). The configuration document is kept whole, as organisers write it. */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    sourceHex: text('source_hex').notNull(),
    conferenceId: text('conference_id').notNull(),
    appdir: text('appdir').notNull(),
    urlId: text('url_id').notNull(),
    title: text('title').notNull(),
    config: jsonb('config').$type<EventConfig>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_key').on(t.sourceHex, t.conferenceId),
    uniqueIndex('events_url_id').on(t.urlId),
  ],
);
