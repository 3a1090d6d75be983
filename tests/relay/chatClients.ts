import type { Socket as ClientSocket } from 'socket.io-client';
import type {
  ChatClientToServer,
  ChatConversation,
  ChatMessage,
  ChatServerToClient,
} from '../../schemas/chatSocket';
import { next, type startRelay } from './support';

export type ChatClient = ClientSocket<ChatServerToClient, ChatClientToServer>;
type Relay = Awaited<ReturnType<typeof startRelay>>;

/** A connected /chat socket of the user in the event (of the given login, else of a new one). */
export const chatSocketOf = async (env: Relay, uuid: string, eventId: string, loginId?: string) =>
  env.connected<ChatClient>(
    { token: await env.token({ uuid, eventId, ...(loginId ? { loginId } : {}) }) },
    { namespace: '/chat' },
  );

/**
 * Resolves once the relay answered a request of this /chat socket: every message the relay sent it before has
 * arrived by then (one connection delivers in order).
 */
export async function chatCaughtUp(socket: ChatClient) {
  await socket.emitWithAck('requestStatus', { uuids: [] });
}

/**
 * `from` starts a conversation with `toUuid` and sends `text`; resolves with the conversation, the message of
 * the ack and what `to`'s socket received (the `conversationSync` and the `message`).
 */
export async function startAndSend(from: ChatClient, to: ChatClient, toUuid: string, text: string) {
  const added = next<{ mode: string; conversations: ChatConversation[] }>(to, 'conversationSync');
  const started = await from.emitWithAck('startConversation', { participants: [toUuid] });
  if (!started.ok) throw new Error(started.error.message);
  const delivered = next<ChatMessage>(to, 'message');
  const sent = await from.emitWithAck('sendMessage', { conversationId: started.conversation.id, text });
  if (!sent.ok) throw new Error(sent.error.message);
  return {
    conversation: started.conversation,
    message: sent.message,
    added: await added,
    delivered: await delivered,
  };
}
