import { bigint, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

const eventColumn = () =>
  text('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' });

/** One-to-one (or small group) conversations of an event (001 §3 "Conversation and message"). */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: text('id').primaryKey(),
    eventId: eventColumn(),
    /** SHA-256 of the sorted participant uuids: one conversation per participant set and event. */
    participantsKey: text('participants_key').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('chat_conversations_participants').on(t.eventId, t.participantsKey)],
);

/** Who is in a conversation, and how far each of them has read (for unread counts). */
export const chatParticipants = pgTable(
  'chat_participants',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    eventId: eventColumn(),
    uuid: text('uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    /** `seq` of the newest message this participant has read; 0 before the first. */
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.uuid] }),
    index('chat_participants_user').on(t.eventId, t.uuid),
  ],
);

/** Chat messages; `seq` orders them (insertion order) for paging and unread counts. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    eventId: eventColumn(),
    sender: text('sender').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_messages_conversation_seq').on(t.conversationId, t.seq)],
);
