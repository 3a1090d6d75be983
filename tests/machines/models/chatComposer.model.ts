import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { chatComposerMachine } from '../../../machines/chatComposer';
import { chatComposerView } from '../../../machines/chatComposer.view';
import type { ChatMessage } from '../../../schemas/chatSocket';
import type { MachineModel } from '../model';
import { chatMessage, ME, OFFLINE } from './chatFixtures';

/** The real machine; its sends never settle by themselves: the paths send their done and error events. */
export const chatComposerTestMachine = chatComposerMachine.provide({
  actors: { sendMessage: fromPromise(() => new Promise<ChatMessage>(() => {})) },
  actions: { deliver: () => {} },
});
type Machine = typeof chatComposerTestMachine;
type Ev = EventFromLogic<Machine>;

const events = [
  { type: 'COMPOSER.INPUT', text: 'Hello there' },
  { type: 'COMPOSER.INPUT', text: '   ' },
  { type: 'COMPOSER.SEND' },
  { type: 'xstate.done.actor.sendMessage', output: chatMessage('m1', ME) },
  { type: 'xstate.error.actor.sendMessage', error: { message: OFFLINE } },
] as unknown as Ev[];

function meaning(s: SnapshotFrom<Machine>) {
  const view = chatComposerView(s);
  if (s.matches('empty')) {
    expect(view).toMatchObject({ canSend: false, sending: false, failure: null });
    expect(view.text.trim()).toBe('');
  } else if (s.matches('filled')) {
    expect(view).toMatchObject({ canSend: true, sending: false });
    expect(view.text.trim()).not.toBe('');
    expect([null, OFFLINE]).toContain(view.failure);
  } else if (s.matches('sending')) {
    expect(view).toMatchObject({ canSend: false, sending: true });
    expect(view.text.trim()).not.toBe('');
  } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
}

export const chatComposerModel: MachineModel<Machine> = {
  name: 'chatComposer',
  machine: chatComposerTestMachine,
  inputs: [{ label: 'an open conversation', input: undefined as never }],
  events: () => events,
  meaning,
  transitionPaths: true,
  serializeState: (s) => JSON.stringify([s.value, s.context]),
};
