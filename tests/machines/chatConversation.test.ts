import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  chatConversationMachine,
  type HistoryPage,
  type HistoryRequest,
  type OlderRequest,
} from '../../machines/chatConversation';
import { chatConversationView } from '../../machines/chatConversation.view';
import { modelPaths, replay } from './model';
import { CONVERSATION, chatMessage, ME, PEER } from './models/chatFixtures';
import { chatConversationModel } from './models/chatConversation.model';

describe('chatConversation', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(chatConversationModel);
    expect(paths.length).toBeGreaterThanOrEqual(6);
    for (const p of paths) replay(chatConversationModel, p);
  });

  it('after a dropped socket, reads back to what it holds: nothing lost, nothing doubled; marks read', async () => {
    const server = [chatMessage('m1', PEER, 101), chatMessage('m2', ME, 102)];
    const asked: HistoryRequest[] = [];
    let reads = 0;
    const actor = createActor(
      chatConversationMachine.provide({
        actors: {
          readHistory: fromPromise<HistoryPage, HistoryRequest>(async ({ input }) => {
            asked.push(input);
            return { messages: [...server].reverse(), more: false };
          }),
        },
        actions: { markRead: () => reads++ },
      }),
      { input: { conversationId: CONVERSATION, me: ME, retryMs: 1000 } },
    ).start();
    await waitFor(actor, (s) => s.matches('live'));
    expect(reads).toBe(1);
    // A live message, then the socket drops while two more are sent.
    const live = chatMessage('m3', PEER, 103);
    server.push(live);
    actor.send({ type: 'CONVERSATION.MESSAGE', message: live });
    expect(reads).toBe(2);
    actor.send({ type: 'CONVERSATION.MESSAGE', message: chatMessage('m9', PEER, 103, 'another') });
    actor.send({ type: 'CONVERSATION.OFFLINE' });
    server.push(chatMessage('m4', PEER, 104), chatMessage('m5', ME, 105));
    expect(chatConversationView(actor.getSnapshot()).reconnecting).toBe(true);
    actor.send({ type: 'CONVERSATION.ONLINE' });
    await waitFor(actor, (s) => s.matches('live'));
    // The user's own message arrives again through its ack after the resync read it.
    actor.send({ type: 'CONVERSATION.MESSAGE', message: chatMessage('m5', ME, 105) });
    expect(chatConversationView(actor.getSnapshot()).messages.map((m) => m.id)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
    ]);
    expect(asked.map((a) => a.known)).toEqual([[], ['m1', 'm2', 'm3']]);
    expect(reads).toBe(3);
  });

  it('loads older pages before the oldest message held while the server has more', async () => {
    const asked: string[] = [];
    const actor = createActor(
      chatConversationMachine.provide({
        actors: {
          readHistory: fromPromise<HistoryPage, HistoryRequest>(async () => ({
            messages: [chatMessage('m3', PEER, 103), chatMessage('m2', ME, 102)],
            more: true,
          })),
          readOlder: fromPromise<HistoryPage, OlderRequest>(async ({ input }) => {
            asked.push(input.before);
            return { messages: [chatMessage('m2', ME, 102), chatMessage('m1', PEER, 101)], more: false };
          }),
        },
        actions: { markRead: () => {} },
      }),
      { input: { conversationId: CONVERSATION, me: ME, retryMs: 1000 } },
    ).start();
    await waitFor(actor, (s) => s.matches('live'));
    expect(chatConversationView(actor.getSnapshot()).canLoadOlder).toBe(true);
    actor.send({ type: 'CONVERSATION.OLDER' });
    expect(chatConversationView(actor.getSnapshot()).loadingOlder).toBe(true);
    await waitFor(actor, (s) => s.matches('live'));
    expect(asked).toEqual(['m2']);
    const view = chatConversationView(actor.getSnapshot());
    expect(view.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
    expect(view.canLoadOlder).toBe(false);
  });
});
