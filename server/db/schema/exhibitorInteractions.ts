import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userOwned } from './columns';

/** A user's contact card as a company receives it when the user shares it (a lead). */
export interface LeadCard {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  title: string;
  city: string;
  state: string;
  country: string;
}

/**
 * Messages from attendees to an exhibitor: through the contact-us form (`staff_uuid` empty) or to one staff
 * contact (`conversation_id` set when chat carried it too).
 */
export const exhibitorMessages = pgTable(
  'exhibitor_messages',
  {
    id: text('id').primaryKey(),
    ...userOwned(),
    exhibitorId: integer('exhibitor_id').notNull(),
    staffUuid: text('staff_uuid'),
    text: text('text').notNull(),
    conversationId: text('conversation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('exhibitor_messages_event_exhibitor').on(t.eventId, t.exhibitorId)],
);

/** Contact cards attendees shared with an exhibitor: one per user and company, the newest card kept. */
export const exhibitorLeads = pgTable(
  'exhibitor_leads',
  {
    ...userOwned(),
    exhibitorId: integer('exhibitor_id').notNull(),
    card: jsonb('card').$type<LeadCard>().notNull(),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.uuid, t.exhibitorId] })],
);

/** Raffle entries: one per user and company. */
export const raffleEntries = pgTable(
  'raffle_entries',
  {
    ...userOwned(),
    exhibitorId: integer('exhibitor_id').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.uuid, t.exhibitorId] })],
);
