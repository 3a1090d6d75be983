import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { PurchasedProductDoc } from '../../../schemas/purchasedProduct';
import { events } from './events';

/** What each user bought (002 §3 Purchased product), kept whole as a JSON document. */
export const purchasedProducts = pgTable(
  'purchased_products',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    uuid: text('uuid').notNull(),
    productUuid: text('product_uuid').notNull(),
    doc: jsonb('doc').$type<PurchasedProductDoc>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.uuid, t.productUuid] }),
    index('purchased_products_event_user').on(t.eventId, t.uuid),
  ],
);
