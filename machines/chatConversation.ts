/**
 * The open chat conversation: its newest history loads, then it is live (messages of the chat socket and the
 * user's own sent ones merge in by id, so none shows twice); when the socket drops it is offline, and when it is
 * back it resyncs (reads the history again back to a message it holds, so none is lost) and is live again. The
 * conversation is marked read on every load and on each message of someone else. Input: the conversation and the
 * user's uuid, the retry delay. Older pages load on CONVERSATION.OLDER while the server has more. Provide the
 * actors readHistory and readOlder (the page before a message id), and the action markRead.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ChatMessage } from '../schemas/chatSocket';
import { messageOf } from './support/callError';

/** What readHistory is asked: the conversation, and the ids held (none: only the newest page). */
export interface HistoryRequest {
  readonly conversationId: string;
  readonly known: readonly string[];
}
export interface HistoryPage {
  /** Newest first, as the server pages them. */
  readonly messages: readonly ChatMessage[];
  readonly more: boolean;
}

export interface ChatConversationInput {
  conversationId: string;
  me: string;
  retryMs: number;
}

export interface ChatConversationContext extends ChatConversationInput {
  /** Oldest first. */
  readonly messages: readonly ChatMessage[];
  /** Older messages remain on the server. */
  readonly more: boolean;
  readonly failure: string | null;
}

export type ChatConversationEvent =
  | { type: 'CONVERSATION.MESSAGE'; message: ChatMessage }
  | { type: 'CONVERSATION.OFFLINE' }
  | { type: 'CONVERSATION.ONLINE' }
  | { type: 'CONVERSATION.RETRY' }
  | { type: 'CONVERSATION.OLDER' };

/** What readOlder is asked: the page of the conversation before its oldest message held. */
export interface OlderRequest {
  readonly conversationId: string;
  readonly before: string;
}

/** The messages held plus new ones, each once (by id), oldest first (arrival order within one second). */
export function mergeMessages(
  held: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): readonly ChatMessage[] {
  const ids = new Set(held.map((m) => m.id));
  const added = incoming.filter((m) => {
    if (ids.has(m.id)) return false;
    ids.add(m.id);
    return true;
  });
  if (added.length === 0) return held;
  return [...held, ...added].sort((a, b) => a.ts - b.ts);
}

export const chatConversationMachine = setup({
  types: {
    context: {} as ChatConversationContext,
    events: {} as ChatConversationEvent,
    input: {} as ChatConversationInput,
  },
  actors: {
    readHistory: fromPromise<HistoryPage, HistoryRequest>(() => {
      throw new Error('readHistory not provided');
    }),
    readOlder: fromPromise<HistoryPage, OlderRequest>(() => {
      throw new Error('readOlder not provided');
    }),
  },
  actions: {
    // Runs on readHistory's done event, which carries the page.
    applyPage: assign(({ context, event }) => {
      const page = (event as unknown as { output: HistoryPage }).output;
      const known = context.messages.length > 0;
      return {
        messages: mergeMessages(context.messages, [...page.messages].reverse()),
        more: known ? context.more || page.more : page.more,
        failure: null,
      };
    }),
    applyMessage: assign({
      messages: ({ context, event }) =>
        event.type === 'CONVERSATION.MESSAGE' && event.message.conversationId === context.conversationId
          ? mergeMessages(context.messages, [event.message])
          : context.messages,
    }),
    // Runs on readOlder's done event: the page goes before what is held.
    applyOlder: assign(({ context, event }) => {
      const page = (event as unknown as { output: HistoryPage }).output;
      return { messages: mergeMessages(context.messages, [...page.messages].reverse()), more: page.more };
    }),
    assignFailure: assign({
      failure: ({ event }) => messageOf((event as unknown as { error: unknown }).error),
    }),
    markRead: () => {
      throw new Error('markRead not provided');
    },
  },
  guards: {
    hasOlder: ({ context }) => context.more && context.messages.length > 0,
    isFromPeer: ({ context, event }) =>
      event.type === 'CONVERSATION.MESSAGE' &&
      event.message.conversationId === context.conversationId &&
      event.message.from !== context.me,
  },
  delays: {
    RESYNC_RETRY: ({ context }) => context.retryMs,
  },
}).createMachine({
  id: 'chatConversation',
  context: ({ input }) => ({ ...input, messages: [], more: false, failure: null }),
  initial: 'loading',
  on: {
    'CONVERSATION.MESSAGE': [
      { guard: 'isFromPeer', actions: ['applyMessage', 'markRead'] },
      { actions: 'applyMessage' },
    ],
  },
  states: {
    loading: {
      invoke: {
        id: 'readHistory',
        src: 'readHistory',
        input: ({ context }) => ({ conversationId: context.conversationId, known: [] }),
        onDone: { target: 'live', actions: ['applyPage', 'markRead'] },
        onError: { target: 'failed', actions: 'assignFailure' },
      },
    },
    failed: {
      on: { 'CONVERSATION.RETRY': { target: 'loading' } },
    },
    live: {
      on: {
        'CONVERSATION.OFFLINE': { target: 'offline' },
        'CONVERSATION.OLDER': { guard: 'hasOlder', target: 'loadingOlder' },
      },
    },
    loadingOlder: {
      invoke: {
        id: 'readOlder',
        src: 'readOlder',
        input: ({ context }) => ({
          conversationId: context.conversationId,
          before: context.messages[0]?.id ?? '',
        }),
        onDone: { target: 'live', actions: 'applyOlder' },
        onError: { target: 'live', actions: 'assignFailure' },
      },
      on: { 'CONVERSATION.OFFLINE': { target: 'offline' } },
    },
    offline: {
      on: { 'CONVERSATION.ONLINE': { target: 'resyncing' } },
    },
    resyncing: {
      invoke: {
        id: 'readHistory',
        src: 'readHistory',
        input: ({ context }) => ({
          conversationId: context.conversationId,
          known: context.messages.map((m) => m.id),
        }),
        onDone: { target: 'live', actions: ['applyPage', 'markRead'] },
        onError: { target: 'resyncWaiting', actions: 'assignFailure' },
      },
      on: { 'CONVERSATION.OFFLINE': { target: 'offline' } },
    },
    resyncWaiting: {
      after: { RESYNC_RETRY: { target: 'resyncing' } },
      on: { 'CONVERSATION.OFFLINE': { target: 'offline' } },
    },
  },
});
