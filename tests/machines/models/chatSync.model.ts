import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { chatSyncMachine } from '../../../machines/chatSync';
import { chatSyncView } from '../../../machines/chatSync.view';
import type { MachineModel, Step } from '../model';
import { CONVERSATION, chatMessage, conversation, ME, PEER, REFUSED } from './chatFixtures';

/** The real machine; its joins never settle by themselves: the paths send their done and error events. */
export const chatSyncTestMachine = chatSyncMachine.provide({
  actors: { joinChat: fromPromise(() => new Promise<void>(() => {})) },
});
type Machine = typeof chatSyncTestMachine;
type Ev = EventFromLogic<Machine>;

const events = [
  { type: 'CHAT.CONNECTED' },
  { type: 'CHAT.DISCONNECTED' },
  { type: 'CHAT.SYNC', mode: 'all', conversations: [conversation(CONVERSATION, { unread: 2 })] },
  { type: 'CHAT.MESSAGE', message: chatMessage('m9', PEER, 200) },
  { type: 'CHAT.STATUS', statuses: { [PEER]: 'online' } },
  { type: 'CHAT.OPEN', conversationId: CONVERSATION },
  { type: 'CHAT.OPEN', conversationId: null },
  { type: 'CHAT.READ', conversationId: CONVERSATION },
  { type: 'xstate.done.actor.joinChat', output: undefined },
  { type: 'xstate.error.actor.joinChat', error: { message: REFUSED } },
] as unknown as Ev[];

function meaning(s: SnapshotFrom<Machine>, { event }: Step<Machine>) {
  const view = chatSyncView(s);
  // A conversation read elsewhere (another tab, the server's reset) counts nothing here.
  if (event.type === 'CHAT.READ') expect(s.context.conversations[event.conversationId]?.unread ?? 0).toBe(0);
  // The badge is the sum of the counts, and the open conversation counts nothing.
  expect(view.unreadTotal).toBe(view.conversations.reduce((n, c) => n + c.unread, 0));
  const open = s.context.openId;
  if (open) expect(s.context.conversations[open]?.unread ?? 0).toBe(0);
  if (s.matches('connecting') || s.matches('joining'))
    expect(view).toMatchObject({ live: false, refused: false, failure: null });
  else if (s.matches('live')) expect(view).toMatchObject({ live: true, refused: false, failure: null });
  else if (s.matches('refused')) expect(view).toMatchObject({ live: false, refused: true, failure: REFUSED });
  else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
}

export const chatSyncModel: MachineModel<Machine> = {
  name: 'chatSync',
  machine: chatSyncTestMachine,
  inputs: [{ label: 'a signed-in user', input: { me: ME } }],
  events: () => events,
  meaning,
  transitionPaths: true,
  stopWhen: (s) => (s.context.conversations[CONVERSATION]?.unread ?? 0) > 4,
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.openId, s.context.conversations, s.context.statuses]),
};
