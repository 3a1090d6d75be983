import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { chatComposerView } from '../../machines/chatComposer.view';
import { chatComposerTestMachine } from './models/chatComposer.model';
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
