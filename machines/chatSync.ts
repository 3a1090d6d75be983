/**
 * The user's chat while signed in: connecting the chat socket, joining (the relay answers with every
 * conversation, `conversationSync` all), live, and connecting again after a drop, which joins again and so
 * resyncs the list; a join the chat rules refuse is refused until the next connect. Whatever the state, it keeps
 * the conversations with their last message and unread count (001 §4: one more per message of someone else,
 * 0 for the conversation open on screen or read) and each user's online status. Input: the user's uuid. Provide
 * the actor joinChat (the relay's join).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ChatConversation, ChatMessage, StatusMap } from '../schemas/chatSocket';
import { messageOf } from './support/callError';

export interface ChatSyncInput {
  me: string;
}

export interface ChatSyncContext {
  readonly me: string;
  /** By id; `unread` always set. */
  readonly conversations: Readonly<Record<string, ChatConversation & { unread: number }>>;
  readonly statuses: StatusMap;
  /** The conversation open on screen: its messages count as read. */
  readonly openId: string | null;
  readonly failure: string | null;
}

export type ChatSyncEvent =
  | { type: 'CHAT.CONNECTED' }
  | { type: 'CHAT.DISCONNECTED' }
  | { type: 'CHAT.SYNC'; mode: 'all' | 'added'; conversations: readonly ChatConversation[] }
  | { type: 'CHAT.MESSAGE'; message: ChatMessage }
  | { type: 'CHAT.STATUS'; statuses: StatusMap }
  | { type: 'CHAT.OPEN'; conversationId: string | null }
  | { type: 'CHAT.READ'; conversationId: string };

type Conversations = ChatSyncContext['conversations'];

/** The conversations after a `conversationSync`: `all` replaces the list, `added` adds or updates. */
export function syncConversations(
  held: Conversations,
  mode: 'all' | 'added',
  incoming: readonly ChatConversation[],
  openId: string | null,
): Conversations {
  const next: Record<string, ChatConversation & { unread: number }> = mode === 'all' ? {} : { ...held };
  // The conversation on screen stays listed through a resync that crossed its start.
  const open = openId === null ? undefined : held[openId];
  if (open) next[open.id] = open;
  for (const c of incoming) {
    const before = held[c.id];
    // An `added` conversation carries no unread count of its own: keep the one held.
    const unread = c.id === openId ? 0 : (c.unread ?? before?.unread ?? 0);
    const lastMessage = newer(before?.lastMessage, c.lastMessage);
    next[c.id] = { ...c, ...(lastMessage ? { lastMessage } : {}), unread };
  }
  return next;
}

const newer = (a: ChatMessage | undefined, b: ChatMessage | undefined) =>
  !a ? b : !b ? a : b.ts >= a.ts ? b : a;

/** The conversations after a message: its last message, and one more unread unless it is the user's or open. */
export function countMessage(
  held: Conversations,
  message: ChatMessage,
  me: string,
  openId: string | null,
): Conversations {
  const before = held[message.conversationId];
  if (before?.lastMessage?.id === message.id) return held;
  const counts = message.from !== me && message.conversationId !== openId;
  const base = before ?? {
    id: message.conversationId,
    participants: [message.from, me].sort(),
    createdBy: message.from,
    unread: 0,
  };
  return {
    ...held,
    [message.conversationId]: {
      ...base,
      lastMessage: newer(base.lastMessage, message) ?? message,
      unread: base.unread + (counts ? 1 : 0),
    },
  };
}

const readOne = (held: Conversations, id: string | null): Conversations => {
  const c = id === null ? undefined : held[id];
  return c && c.unread !== 0 ? { ...held, [c.id]: { ...c, unread: 0 } } : held;
};

export const chatSyncMachine = setup({
  types: {
    context: {} as ChatSyncContext,
    events: {} as ChatSyncEvent,
    input: {} as ChatSyncInput,
  },
  actors: {
    joinChat: fromPromise<void>(() => {
      throw new Error('joinChat not provided');
    }),
  },
  actions: {
    applySync: assign({
      conversations: ({ context, event }) =>
        event.type === 'CHAT.SYNC'
          ? syncConversations(context.conversations, event.mode, event.conversations, context.openId)
          : context.conversations,
    }),
    applyMessage: assign({
      conversations: ({ context, event }) =>
        event.type === 'CHAT.MESSAGE'
          ? countMessage(context.conversations, event.message, context.me, context.openId)
          : context.conversations,
    }),
    applyStatus: assign({
      statuses: ({ context, event }) =>
        event.type === 'CHAT.STATUS' ? { ...context.statuses, ...event.statuses } : context.statuses,
    }),
    applyOpen: assign(({ context, event }) => {
      if (event.type !== 'CHAT.OPEN') return {};
      return {
        openId: event.conversationId,
        conversations: readOne(context.conversations, event.conversationId),
      };
    }),
    applyRead: assign({
      conversations: ({ context, event }) =>
        event.type === 'CHAT.READ'
          ? readOne(context.conversations, event.conversationId)
          : context.conversations,
    }),
  },
}).createMachine({
  id: 'chatSync',
  context: ({ input }) => ({ me: input.me, conversations: {}, statuses: {}, openId: null, failure: null }),
  initial: 'connecting',
  on: {
    'CHAT.SYNC': { actions: 'applySync' },
    'CHAT.MESSAGE': { actions: 'applyMessage' },
    'CHAT.STATUS': { actions: 'applyStatus' },
    'CHAT.OPEN': { actions: 'applyOpen' },
    'CHAT.READ': { actions: 'applyRead' },
    'CHAT.DISCONNECTED': { target: '.connecting' },
  },
  states: {
    connecting: {
      on: { 'CHAT.CONNECTED': { target: 'joining' } },
    },
    joining: {
      invoke: {
        id: 'joinChat',
        src: 'joinChat',
        onDone: { target: 'live', actions: assign({ failure: null }) },
        onError: { target: 'refused', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    live: {},
    refused: {},
  },
});
