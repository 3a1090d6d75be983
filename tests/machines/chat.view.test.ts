import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { chatComposerView } from '../../machines/chatComposer.view';
import { chatConversationView } from '../../machines/chatConversation.view';
import { chatSyncView } from '../../machines/chatSync.view';
import { CONVERSATION, chatMessage, conversation, ME, PEER } from './models/chatFixtures';
import { chatComposerTestMachine } from './models/chatComposer.model';
import { chatConversationTestMachine } from './models/chatConversation.model';
import { chatSyncTestMachine } from './models/chatSync.model';

describe('chatComposerView', () => {
  it('disables Send while the text is empty or only spaces, and while a send runs', () => {
    const actor = createActor(chatComposerTestMachine).start();
    expect(chatComposerView(actor.getSnapshot())).toEqual({
      state: 'empty',
      text: '',
      canSend: false,
      sending: false,
      failure: null,
    });
    actor.send({ type: 'COMPOSER.INPUT', text: '  ' });
    expect(chatComposerView(actor.getSnapshot())).toMatchObject({ text: '  ', canSend: false });
    actor.send({ type: 'COMPOSER.INPUT', text: 'Hi' });
    expect(chatComposerView(actor.getSnapshot())).toMatchObject({ state: 'filled', canSend: true });
    actor.send({ type: 'COMPOSER.SEND' });
    expect(chatComposerView(actor.getSnapshot())).toMatchObject({
      state: 'sending',
      canSend: false,
      sending: true,
    });
  });
});

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

describe('chatSyncView', () => {
  it('lists conversations most recently active first and sums their unread counts', () => {
    const actor = createActor(chatSyncTestMachine, { input: { me: ME } }).start();
    expect(chatSyncView(actor.getSnapshot())).toEqual({
      state: 'connecting',
      conversations: [],
      unreadTotal: 0,
      statuses: {},
      live: false,
      refused: false,
      failure: null,
    });
    actor.send({
      type: 'CHAT.SYNC',
      mode: 'all',
      conversations: [
        conversation('old', { unread: 2, lastMessage: chatMessage('a', PEER, 5, 'old') }),
        conversation('new', { unread: 1, lastMessage: chatMessage('b', PEER, 9, 'new') }),
      ],
    });
    actor.send({ type: 'CHAT.STATUS', statuses: { [PEER]: 'online' } });
    const view = chatSyncView(actor.getSnapshot());
    expect(view.conversations.map((c) => c.id)).toEqual(['new', 'old']);
    expect(view.unreadTotal).toBe(3);
    expect(view.statuses).toEqual({ [PEER]: 'online' });
  });
});
