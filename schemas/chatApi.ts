import { Schema } from 'effect';
import { ChatMessage } from './chatSocket';

/**
 * The chat calls over HTTP that the socket contract does not carry: a conversation's history, page by page,
 * and marking a conversation read.
 */

const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });

/** Messages per page of a conversation's history, unless the query asks for fewer or more. */
export const CHAT_PAGE_DEFAULT = 50;
export const CHAT_PAGE_MAX = 100;

/** GET /api/chat/conversations/:id/messages?before=<message id>&limit=<n> */
export const ChatMessagesQuery = Schema.Struct({
  /** The page ends just before this message of the conversation; the newest page without it. */
  before: opt(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200))),
  limit: opt(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, CHAT_PAGE_MAX))),
});
export type ChatMessagesQuery = typeof ChatMessagesQuery.Type;

/** Newest first; `more` when older messages remain (ask again with `before` = the last id). */
export const ChatMessagesReply = Schema.Struct({
  messages: Schema.Array(ChatMessage),
  more: Schema.Boolean,
});
export type ChatMessagesReply = typeof ChatMessagesReply.Type;

/** POST /api/chat/conversations/:id/read: everything in it so far is read; `unread` is what remains. */
export const ChatReadReply = Schema.Struct({ conversationId: Schema.String, unread: Schema.Number });
export type ChatReadReply = typeof ChatReadReply.Type;
