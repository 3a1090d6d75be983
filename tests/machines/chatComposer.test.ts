import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { chatComposerMachine } from '../../machines/chatComposer';
import { chatComposerView } from '../../machines/chatComposer.view';
import type { ChatMessage } from '../../schemas/chatSocket';
import { modelPaths, replay } from './model';
import { chatComposerModel } from './models/chatComposer.model';
import { chatMessage, ME } from './models/chatFixtures';

describe('chatComposer', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(chatComposerModel);
    expect(paths.length).toBeGreaterThanOrEqual(4);
    for (const p of paths) replay(chatComposerModel, p);
  });

  it('sends the text once, delivers the stored message and clears; a refusal keeps the text', async () => {
    const sent: string[] = [];
    const delivered: ChatMessage[] = [];
    let refuse = true;
    const actor = createActor(
      chatComposerMachine.provide({
        actors: {
          sendMessage: fromPromise<ChatMessage, string>(async ({ input }) => {
            sent.push(input);
            if (refuse) throw new Error('This person does not take messages');
            return chatMessage('m1', ME);
          }),
        },
        actions: { deliver: (_, message) => delivered.push(message) },
      }),
    ).start();
    actor.send({ type: 'COMPOSER.SEND' });
    expect(sent).toEqual([]);
    actor.send({ type: 'COMPOSER.INPUT', text: 'See you at 3' });
    actor.send({ type: 'COMPOSER.SEND' });
    actor.send({ type: 'COMPOSER.SEND' });
    await waitFor(actor, (s) => s.matches('filled'));
    expect(chatComposerView(actor.getSnapshot())).toMatchObject({
      text: 'See you at 3',
      failure: 'This person does not take messages',
      canSend: true,
    });
    refuse = false;
    actor.send({ type: 'COMPOSER.SEND' });
    await waitFor(actor, (s) => s.matches('empty'));
    expect(sent).toEqual(['See you at 3', 'See you at 3']);
    expect(delivered.map((m) => m.id)).toEqual(['m1']);
    expect(chatComposerView(actor.getSnapshot())).toMatchObject({ text: '', canSend: false, failure: null });
  });
});
