/**
 * What the chat screens and the menu show of a snapshot of the chatSync machine: the conversations, most
 * recently active first, the sum of their unread counts (the menu's Chat badge) and who is online.
 */
import type { SnapshotFrom } from 'xstate';
import type { ChatConversation, StatusMap } from '../schemas/chatSocket';
import type { chatSyncMachine } from './chatSync';
import { stateName } from './support/stateName';

export type ListedConversation = ChatConversation & { unread: number };

export interface ChatSyncView {
  state: string;
  conversations: readonly ListedConversation[];
  unreadTotal: number;
  statuses: StatusMap;
  /** Joined: messages arrive as they are sent. */
  live: boolean;
  /** The relay refused the join (the chat rules); the failure says why. */
  refused: boolean;
  failure: string | null;
}

const activeAt = (c: ListedConversation) => c.lastMessage?.ts ?? 0;

export function chatSyncView(s: SnapshotFrom<typeof chatSyncMachine>): ChatSyncView {
  const conversations = Object.values(s.context.conversations).sort(
    (a, b) => activeAt(b) - activeAt(a) || a.id.localeCompare(b.id),
  );
  return {
    state: stateName(s.value),
    conversations,
    unreadTotal: conversations.reduce((sum, c) => sum + Math.max(0, c.unread), 0),
    statuses: s.context.statuses,
    live: s.matches('live'),
    refused: s.matches('refused'),
    failure: s.matches('refused') ? s.context.failure : null,
  };
}
