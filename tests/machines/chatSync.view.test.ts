import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { chatSyncView } from '../../machines/chatSync.view';
import { chatMessage, conversation, ME, PEER } from './models/chatFixtures';
import { chatSyncTestMachine } from './models/chatSync.model';
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
