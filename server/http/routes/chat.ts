import { Hono } from 'hono';
import {
  ChatConversationPath,
  ChatMessagesQuery,
  type ChatMessagesReply,
  type ChatReadReply,
} from '../../../schemas/chatApi';
import type { Chat } from '../../areas/chat/chat';
import { refuseBody } from '../bodyLimits';
import { valueOrThrow } from '../chatRefusal';
import type { AppEnv } from '../env';
import { decode } from '../validate';

/**
 * What a chat screen needs besides the socket: GET a conversation's history (newest first, paged with
 * `before`) and POST that it has been read. Members of the conversation only.
 */
export function chatRoutes(chat: Chat) {
  const app = new Hono<AppEnv>();

  app.get('/chat/conversations/:id/messages', async (c) => {
    const { id } = decode(ChatConversationPath, c.req.param(), 'path');
    const query = decode(ChatMessagesQuery, c.req.query(), 'query');
    const actor = { event: c.var.event, user: c.var.user };
    const reply: ChatMessagesReply = valueOrThrow(await chat.messages(actor, id, query));
    return c.json(reply);
  });

  app.post('/chat/conversations/:id/read', refuseBody, async (c) => {
    const { id } = decode(ChatConversationPath, c.req.param(), 'path');
    const actor = { event: c.var.event, user: c.var.user };
    const reply: ChatReadReply = valueOrThrow(await chat.markRead(actor, id));
    return c.json(reply);
  });

  return app;
}
