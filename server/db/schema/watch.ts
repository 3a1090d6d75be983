import { bigint, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { userOwned } from './columns';

/**
 * Which seconds of an item's video (ondemand) or live session (live) a user has covered: merged, sorted,
 * half-open intervals of whole seconds, their total, the length they are measured against and when the last
 * heartbeat was counted.
 */
export const watchCoverage = pgTable(
  'watch_coverage',
  {
    ...userOwned(),
    /** session, abstract or program. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** ondemand or live. */
    type: text('type').$type<'ondemand' | 'live'>().notNull(),
    lengthSeconds: integer('length_seconds').notNull(),
    intervals: jsonb('intervals').$type<[number, number][]>().notNull().default([]),
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    /** Epoch milliseconds. */
    lastBeatAt: bigint('last_beat_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.uuid, t.entityType, t.entityId, t.type] })],
);
