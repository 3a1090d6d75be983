/**
 * Deleting one's own account: idle until ACCOUNT.OPEN opens the confirmation, confirming while the person types
 * their e-mail address or DELETE (ACCOUNT.TYPE), deleting once a matching text is confirmed, then deleted (final:
 * the caller signs out), or failed with the server's message (confirm again, or cancel). Input: the account's
 * e-mail address. Provide the actor deleteAccount (the typed confirmation to a promise).
 */
import { assign, fromPromise, setup } from 'xstate';
import { DELETE_CONFIRMATION_WORD } from '../schemas/dataRights';
import { messageOf } from './support/callError';

export interface AccountDeletionInput {
  email: string;
}

export interface AccountDeletionContext {
  email: string;
  typed: string;
  failure: string | null;
}

export type AccountDeletionEvent =
  | { type: 'ACCOUNT.OPEN' }
  | { type: 'ACCOUNT.TYPE'; text: string }
  | { type: 'ACCOUNT.CONFIRM' }
  | { type: 'ACCOUNT.CANCEL' };

/** Whether the typed text confirms the deletion of the account of `email`, as the server checks it. */
export const confirmsDeletion = (email: string, typed: string) =>
  typed.trim() === DELETE_CONFIRMATION_WORD || typed.trim().toLowerCase() === email.trim().toLowerCase();

const confirm = { target: 'deleting', guard: 'isConfirmed' } as const;
const type = { actions: 'assignTyped' } as const;
const cancel = { target: 'idle', actions: 'clearTyped' } as const;

export const accountDeletionMachine = setup({
  types: {
    input: {} as AccountDeletionInput,
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
  },
  actors: {
    deleteAccount: fromPromise<unknown, string>(() => {
      throw new Error('deleteAccount not provided');
    }),
  },
  actions: {
    assignTyped: assign(({ event }) => (event.type === 'ACCOUNT.TYPE' ? { typed: event.text } : {})),
    clearTyped: assign({ typed: '', failure: null }),
  },
  guards: {
    isConfirmed: ({ context }) => confirmsDeletion(context.email, context.typed),
  },
}).createMachine({
  id: 'accountDeletion',
  context: ({ input }) => ({ email: input.email, typed: '', failure: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'ACCOUNT.OPEN': { target: 'confirming' } } },
    confirming: { on: { 'ACCOUNT.TYPE': type, 'ACCOUNT.CONFIRM': confirm, 'ACCOUNT.CANCEL': cancel } },
    deleting: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }: { context: AccountDeletionContext }) => context.typed,
        onDone: { target: 'deleted' },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'ACCOUNT.TYPE': type, 'ACCOUNT.CONFIRM': confirm, 'ACCOUNT.CANCEL': cancel } },
    deleted: { type: 'final' },
  },
});
