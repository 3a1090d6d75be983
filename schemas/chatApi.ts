import { Schema } from 'effect';
import { ChatId, ChatMessage } from './chatSocket';
import { IntIdParam, TextUpTo } from './input';

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
  before: opt(TextUpTo(200).pipe(Schema.minLength(1))),
  limit: opt(
    IntIdParam('limit').pipe(
      Schema.between(1, CHAT_PAGE_MAX, { message: () => `limit must be between 1 and ${CHAT_PAGE_MAX}` }),
    ),
  ),
});

/** The conversation named in the path of the chat calls. */
export const ChatConversationPath = Schema.Struct({ id: ChatId });
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
