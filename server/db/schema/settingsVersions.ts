import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { EventConfig } from '../../../schemas/eventConfig';
import { events } from './events';

/**
 * Every saved version of an event's configuration document, numbered from 1 per event (1: the document as it
 * was before the settings editor first saved it). Who saved it is kept by uuid, their name read from their
 * account (after an erasure, the account's anonymous stand-in). A restore saves the restored document again as a
 * new version.
 */
export const settingsVersions = pgTable(
  'settings_versions',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    config: jsonb('config').$type<EventConfig>().notNull(),
    savedBy: text('saved_by'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** The version this one restored, when it is an undo. */
    restoredFrom: integer('restored_from'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.version] })],
);
