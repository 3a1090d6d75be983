import { type Actor, createActor, fromPromise } from 'xstate';
import { inspect } from '../browser/inspection';
import {
  chatConversationMachine,
  type HistoryPage,
  type HistoryRequest,
  type OlderRequest,
} from '../../machines/chatConversation';
import type { ChatCalls } from '../api/chatCalls';
import type { ChatConnection } from './chatConnection';
import { readHistory } from './history';

export interface OpenConversation {
  readonly actor: Actor<typeof chatConversationMachine>;
  stop(): void;
}

/**
 * Opens a conversation of the tab's chat: its chatConversation machine reads the history, takes the
 * connection's messages, goes offline and resyncs with the socket, and marks the conversation read (on the
 * server, and at once in the unread counts). `stop` closes it.
 */
export function openConversation(
  connection: ChatConnection,
  calls: Pick<ChatCalls, 'messages' | 'markRead'>,
  conversationId: string,
  retryMs: number,
): OpenConversation {
  const actor = createActor(
    chatConversationMachine.provide({
      actors: {
        readHistory: fromPromise<HistoryPage, HistoryRequest>(({ input }) => readHistory(calls, input)),
        readOlder: fromPromise<HistoryPage, OlderRequest>(({ input }) =>
          calls.messages(input.conversationId, input.before),
        ),
      },
      actions: {
        markRead: () => {
          connection.read(conversationId);
          void calls.markRead(conversationId).catch(() => undefined);
        },
      },
    }),
    { inspect, input: { conversationId, me: connection.me, retryMs } },
  );
  connection.open(conversationId);
  const offMessage = connection.onMessage((message) => actor.send({ type: 'CONVERSATION.MESSAGE', message }));
  const offConnection = connection.onConnection((connected) =>
    actor.send({ type: connected ? 'CONVERSATION.ONLINE' : 'CONVERSATION.OFFLINE' }),
  );
  actor.start();
  return {
    actor,
    stop() {
      offMessage();
      offConnection();
      connection.open(null);
      actor.stop();
    },
  };
}
