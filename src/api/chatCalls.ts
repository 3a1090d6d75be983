import { ChatMessagesReply, ChatReadReply } from '../../schemas/chatApi';
import type { Api } from './client';

/** The chat calls over HTTP (the rest goes through the chat socket): a conversation's history and read marks. */
export function chatCalls(api: Api) {
  const path = (id: string) => `/chat/conversations/${encodeURIComponent(id)}`;
  return {
    /** A page of history, newest first; `before` a message id of the conversation for the page before it. */
    messages: (id: string, before?: string) =>
      api.apiFetch(ChatMessagesReply, `${path(id)}/messages`, before ? { query: { before } } : {}),
    markRead: (id: string) =>
      api.apiFetch(ChatReadReply, `${path(id)}/read`, { method: 'POST', quiet: true }),
  };
}
export type ChatCalls = ReturnType<typeof chatCalls>;
