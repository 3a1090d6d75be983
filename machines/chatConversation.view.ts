/** What the open conversation shows for a snapshot of the chatConversation machine. */
import type { SnapshotFrom } from 'xstate';
import type { ChatMessage } from '../schemas/chatSocket';
import type { chatConversationMachine } from './chatConversation';
import { stateName } from './support/stateName';

export interface ChatConversationView {
  state: string;
  /** Oldest first. */
  messages: readonly ChatMessage[];
  loading: boolean;
  /** The first load failed: the failure and a Retry button. */
  failed: boolean;
  /** The chat socket is away (or its gap is being read again): new messages may be late. */
  reconnecting: boolean;
  failure: string | null;
  canRetry: boolean;
  /** Older messages remain on the server and can be loaded now. */
  canLoadOlder: boolean;
  loadingOlder: boolean;
}

export function chatConversationView(s: SnapshotFrom<typeof chatConversationMachine>): ChatConversationView {
  return {
    state: stateName(s.value),
    messages: s.context.messages,
    loading: s.matches('loading'),
    failed: s.matches('failed'),
    reconnecting: s.matches('offline') || s.matches('resyncing') || s.matches('resyncWaiting'),
    failure: s.matches('live') || s.matches('loadingOlder') ? null : s.context.failure,
    canRetry: s.can({ type: 'CONVERSATION.RETRY' }),
    canLoadOlder: s.can({ type: 'CONVERSATION.OLDER' }),
    loadingOlder: s.matches('loadingOlder'),
  };
}
