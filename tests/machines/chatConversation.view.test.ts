import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { chatConversationView } from '../../machines/chatConversation.view';
import { CONVERSATION, chatMessage, ME, PEER } from './models/chatFixtures';
import { chatConversationTestMachine } from './models/chatConversation.model';
describe('chatConversationView', () => {
  it('shows loading first, then the messages oldest first once live', () => {
    const actor = createActor(chatConversationTestMachine, {
      input: { conversationId: CONVERSATION, me: ME, retryMs: 1000 },
    }).start();
    expect(chatConversationView(actor.getSnapshot())).toEqual({
      state: 'loading',
      messages: [],
      loading: true,
      failed: false,
      reconnecting: false,
      failure: null,
      canRetry: false,
      canLoadOlder: false,
      loadingOlder: false,
    });
    actor.send({ type: 'CONVERSATION.MESSAGE', message: chatMessage('m2', PEER, 20) });
    actor.send({ type: 'CONVERSATION.MESSAGE', message: chatMessage('m1', ME, 10) });
    expect(chatConversationView(actor.getSnapshot()).messages.map((m) => m.id)).toEqual(['m1', 'm2']);
  });
});
