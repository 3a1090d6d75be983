/** What the chat composer shows for a snapshot of the chatComposer machine: its text, Send's state, a failure. */
import type { SnapshotFrom } from 'xstate';
import type { chatComposerMachine } from './chatComposer';
import { stateName } from './support/stateName';

export interface ChatComposerView {
  state: string;
  text: string;
  /** Send (and Enter) sends: there is text and nothing is being sent. */
  canSend: boolean;
  sending: boolean;
  failure: string | null;
}

export function chatComposerView(s: SnapshotFrom<typeof chatComposerMachine>): ChatComposerView {
  return {
    state: stateName(s.value),
    text: s.context.text,
    canSend: s.can({ type: 'COMPOSER.SEND' }),
    sending: s.matches('sending'),
    failure: s.context.failure,
  };
}
