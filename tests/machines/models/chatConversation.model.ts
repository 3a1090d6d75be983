import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { chatConversationMachine, type HistoryPage } from '../../../machines/chatConversation';
import { chatConversationView } from '../../../machines/chatConversation.view';
import type { MachineModel, Step } from '../model';
import { CONVERSATION, chatMessage, ME, OFFLINE } from './chatFixtures';

export const RETRY_MS = 5_000;

/** The real machine; its reads never settle by themselves: the paths send their done and error events. */
export const chatConversationTestMachine = chatConversationMachine.provide({
  actors: {
    readHistory: fromPromise(() => new Promise<HistoryPage>(() => {})),
    readOlder: fromPromise(() => new Promise<HistoryPage>(() => {})),
  },
  actions: { markRead: () => {} },
});
type Machine = typeof chatConversationTestMachine;
type Ev = EventFromLogic<Machine>;

const page: HistoryPage = {
  messages: [chatMessage('m2', ME, 102), chatMessage('m1', 'peer-uuid', 101)],
  more: false,
};
const events = [
  { type: 'CONVERSATION.MESSAGE', message: chatMessage('m3', 'peer-uuid', 103) },
  { type: 'CONVERSATION.MESSAGE', message: chatMessage('m1', 'peer-uuid', 101) },
  { type: 'CONVERSATION.MESSAGE', message: chatMessage('m4', ME, 104) },
  { type: 'xstate.after.RESYNC_RETRY.chatConversation.resyncWaiting' },
  { type: 'CONVERSATION.OFFLINE' },
  { type: 'CONVERSATION.ONLINE' },
  { type: 'CONVERSATION.RETRY' },
  { type: 'xstate.done.actor.readHistory', output: page },
  { type: 'xstate.done.actor.readHistory', output: { ...page, more: true } },
  { type: 'CONVERSATION.OLDER' },
  { type: 'xstate.done.actor.readOlder', output: { messages: [chatMessage('m0', ME, 100)], more: false } },
  { type: 'xstate.error.actor.readOlder', error: { message: OFFLINE } },
  { type: 'xstate.error.actor.readHistory', error: { message: OFFLINE } },
] as unknown as Ev[];

function meaning(s: SnapshotFrom<Machine>) {
  const view = chatConversationView(s);
  const ids = view.messages.map((m) => m.id);
  // Nothing is ever shown twice, and the order is the order of sending.
  expect(new Set(ids).size).toBe(ids.length);
  expect(view.messages.map((m) => m.ts)).toEqual([...view.messages.map((m) => m.ts)].sort((a, b) => a - b));
  if (s.matches('loading'))
    expect(view).toMatchObject({ loading: true, reconnecting: false, canRetry: false });
  else if (s.matches('failed'))
    expect(view).toMatchObject({ failed: true, failure: OFFLINE, canRetry: true });
  else if (s.matches('live')) {
    expect(view).toMatchObject({ loading: false, reconnecting: false, failure: null, loadingOlder: false });
    expect(view.canLoadOlder).toBe(s.context.more && view.messages.length > 0);
  } else if (s.matches('loadingOlder'))
    expect(view).toMatchObject({ loadingOlder: true, canLoadOlder: false, reconnecting: false });
  else if (s.matches('offline') || s.matches('resyncing'))
    expect(view).toMatchObject({ reconnecting: true, canRetry: false });
  else if (s.matches('resyncWaiting')) expect(view).toMatchObject({ reconnecting: true, failure: OFFLINE });
  else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
}

export const chatConversationModel: MachineModel<Machine> = {
  name: 'chatConversation',
  machine: chatConversationTestMachine,
  inputs: [
    { label: 'a conversation opened', input: { conversationId: CONVERSATION, me: ME, retryMs: RETRY_MS } },
  ],
  events: () => events,
  delays: () => ({ RESYNC_RETRY: RETRY_MS }),
  meaning,
  // A message from the peer, seen in the open conversation, is read at once; one's own is not marked.
  perPath: () => {
    let reads = 0;
    let before = 0;
    const machine = chatConversationTestMachine.provide({ actions: { markRead: () => (reads += 1) } });
    return {
      machine,
      meaning: (s: SnapshotFrom<Machine>, { event }: Step<Machine>) => {
        meaning(s);
        if (event.type === 'CONVERSATION.MESSAGE')
          expect(reads - before).toBe(event.message.from === ME ? 0 : 1);
        before = reads;
      },
    };
  },
  transitionPaths: true,
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.messages.map((m) => m.id), s.context.more, s.context.failure]),
};
