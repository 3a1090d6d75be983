import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import type { ProductDoc } from '../../../schemas/product';
import { events } from './events';

/** Exhibitors of an event, each kept whole as a JSON document, keyed by CompID. */
export const exhibitors = pgTable(
  'exhibitors',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    id: integer('id').notNull(),
    uuid: text('uuid').notNull(),
    name: text('name').notNull(),
    /** The sponsor level's order (1 first). */
    levelOrder: integer('level_order').notNull(),
    doc: jsonb('doc').$type<ExhibitorDoc>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);

/** Exhibitors' products, each kept whole as a JSON document. */
export const products = pgTable(
  'products',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    exhibitorId: integer('exhibitor_id').notNull(),
    doc: jsonb('doc').$type<ProductDoc>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    index('products_event_exhibitor').on(t.eventId, t.exhibitorId),
  ],
);
