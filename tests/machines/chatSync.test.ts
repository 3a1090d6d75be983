import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { chatSyncMachine } from '../../machines/chatSync';
import { chatSyncView } from '../../machines/chatSync.view';
import { modelPaths, replay } from './model';
import { chatMessage, conversation, ME, PEER } from './models/chatFixtures';
import { chatSyncModel } from './models/chatSync.model';

describe('chatSync', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(chatSyncModel);
    expect(paths.length).toBeGreaterThanOrEqual(6);
    for (const p of paths) replay(chatSyncModel, p);
  });

  it('counts messages of others per conversation, resets on open, and takes the counts of a resync', async () => {
    let joins = 0;
    const actor = createActor(
      chatSyncMachine.provide({
        actors: {
          joinChat: fromPromise<void>(async () => {
            joins++;
          }),
        },
      }),
      { input: { me: ME } },
    ).start();
    actor.send({ type: 'CHAT.CONNECTED' });
    await waitFor(actor, (s) => s.matches('live'));
    actor.send({ type: 'CHAT.SYNC', mode: 'all', conversations: [conversation('a'), conversation('b')] });
    actor.send({ type: 'CHAT.MESSAGE', message: chatMessage('m1', PEER, 10, 'a') });
    actor.send({ type: 'CHAT.MESSAGE', message: chatMessage('m1', PEER, 10, 'a') });
    actor.send({ type: 'CHAT.MESSAGE', message: chatMessage('m2', PEER, 11, 'b') });
    actor.send({ type: 'CHAT.MESSAGE', message: chatMessage('m3', ME, 12, 'b') });
    actor.send({ type: 'CHAT.MESSAGE', message: chatMessage('m4', PEER, 13, 'b') });
    let view = chatSyncView(actor.getSnapshot());
    expect(view.conversations.map((c) => [c.id, c.unread, c.lastMessage?.id])).toEqual([
      ['b', 2, 'm4'],
      ['a', 1, 'm1'],
    ]);
    expect(view.unreadTotal).toBe(3);
    actor.send({ type: 'CHAT.OPEN', conversationId: 'b' });
    actor.send({ type: 'CHAT.MESSAGE', message: chatMessage('m5', PEER, 14, 'b') });
    expect(chatSyncView(actor.getSnapshot()).unreadTotal).toBe(1);
    // The socket drops; the join after it brings the server's counts.
    actor.send({ type: 'CHAT.DISCONNECTED' });
    expect(chatSyncView(actor.getSnapshot()).live).toBe(false);
    actor.send({ type: 'CHAT.CONNECTED' });
    await waitFor(actor, (s) => s.matches('live'));
    actor.send({
      type: 'CHAT.SYNC',
      mode: 'all',
      conversations: [conversation('a', { unread: 4 }), conversation('b', { unread: 1 })],
    });
    view = chatSyncView(actor.getSnapshot());
    expect(view.unreadTotal).toBe(4);
    expect(joins).toBe(2);
  });
});
