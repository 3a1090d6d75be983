/**
 * The chat composer of an open conversation: empty (Send disabled), filled, sending the text, and back to empty
 * when the relay acknowledges the message; a refused or lost send keeps the text and shows why. Whitespace alone
 * counts as empty (001 §5). Input: none. Provide the actor sendMessage (the text to the stored message) and the
 * action deliver (runs with the stored message once sent).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ChatMessage } from '../schemas/chatSocket';
import { messageOf } from './support/callError';

export interface ChatComposerContext {
  readonly text: string;
  readonly failure: string | null;
}

export type ChatComposerEvent = { type: 'COMPOSER.INPUT'; text: string } | { type: 'COMPOSER.SEND' };

const hasText = (text: string) => text.trim().length > 0;

export const chatComposerMachine = setup({
  types: {
    context: {} as ChatComposerContext,
    events: {} as ChatComposerEvent,
  },
  actors: {
    sendMessage: fromPromise<ChatMessage, string>(() => {
      throw new Error('sendMessage not provided');
    }),
  },
  actions: {
    assignText: assign({
      text: ({ event, context }) => (event.type === 'COMPOSER.INPUT' ? event.text : context.text),
      failure: null,
    }),
    deliver: (_, _message: ChatMessage) => {
      throw new Error('deliver not provided');
    },
  },
  guards: {
    isTyped: ({ event }) => event.type === 'COMPOSER.INPUT' && hasText(event.text),
  },
}).createMachine({
  id: 'chatComposer',
  context: { text: '', failure: null },
  initial: 'empty',
  states: {
    empty: {
      on: {
        'COMPOSER.INPUT': [
          { guard: 'isTyped', target: 'filled', actions: 'assignText' },
          { actions: 'assignText' },
        ],
      },
    },
    filled: {
      on: {
        'COMPOSER.INPUT': [
          { guard: 'isTyped', actions: 'assignText' },
          { target: 'empty', actions: 'assignText' },
        ],
        'COMPOSER.SEND': { target: 'sending' },
      },
    },
    sending: {
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => context.text,
        onDone: {
          target: 'empty',
          actions: [
            { type: 'deliver', params: ({ event }) => event.output },
            assign({ text: '', failure: null }),
          ],
        },
        onError: { target: 'filled', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
