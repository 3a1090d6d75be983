import type { ChatConversation, ChatMessage } from '../../../schemas/chatSocket';

export const ME = 'me-uuid';
export const PEER = 'peer-uuid';
export const CONVERSATION = 'c1';
export const REFUSED = 'Turn on messaging in your profile to chat';
export const OFFLINE = 'The relay did not answer in time';

export const chatMessage = (
  id: string,
  from = PEER,
  ts = 100,
  conversationId = CONVERSATION,
): ChatMessage => ({
  id,
  conversationId,
  from,
  type: 'text',
  text: `Message ${id}`,
  ts,
});

export const conversation = (
  id = CONVERSATION,
  fields: Partial<ChatConversation> = {},
): ChatConversation => ({
  id,
  participants: [ME, PEER].sort(),
  createdBy: ME,
  ...fields,
});
