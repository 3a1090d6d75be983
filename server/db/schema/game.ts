import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { GameTaskDoc } from '../../../schemas/gameTask';
import { events } from './events';

/** The game's tasks of an event, each kept whole as a JSON document. */
export const gameTasks = pgTable(
  'game_tasks',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    doc: jsonb('doc').$type<GameTaskDoc>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);
