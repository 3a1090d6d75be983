import type { HistoryPage, HistoryRequest } from '../../machines/chatConversation';
import type { ChatCalls } from '../api/chatCalls';

/** How far back a resync reads at most (pages of 50): beyond it the older part stays on the server. */
const RESYNC_PAGES_MAX = 20;

/**
 * The history the chatConversation machine asks for: the newest page, and when it holds messages already, the
 * pages before it too until one reaches a message it holds, so a gap after a dropped socket is read whole.
 */
export async function readHistory(
  calls: Pick<ChatCalls, 'messages'>,
  { conversationId, known }: HistoryRequest,
): Promise<HistoryPage> {
  const held = new Set(known);
  let page = await calls.messages(conversationId);
  const messages = [...page.messages];
  for (let n = 1; held.size > 0 && page.more && n < RESYNC_PAGES_MAX; n++) {
    const oldest = page.messages.at(-1);
    if (!oldest || page.messages.some((m) => held.has(m.id))) break;
    page = await calls.messages(conversationId, oldest.id);
    messages.push(...page.messages);
  }
  return { messages, more: page.more };
}
