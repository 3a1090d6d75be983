/**
 * A form sent to the server (Support, Report an Issue): idle until FORM.SUBMIT brings the values, submitting
 * while the caller's submitForm actor runs, then succeeded, or failed with the server's message. FORM.RETRY sends
 * the same values again; FORM.RESET returns to idle, except while submitting (the answer still lands). Input:
 * none. Provide the actor submitForm (the values to a promise); validation stays with the form.
 */
import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from './support/callError';

export interface FormSubmissionContext {
  /** The values of the last submit, sent again by FORM.RETRY. */
  values: unknown;
  /** The server's message of the last failure. */
  failure: string | null;
}

export type FormSubmissionEvent =
  | { type: 'FORM.SUBMIT'; values: unknown }
  | { type: 'FORM.RETRY' }
  | { type: 'FORM.RESET' };

const submit = { target: 'submitting', actions: 'assignValues' } as const;

export const formSubmissionMachine = setup({
  types: {
    context: {} as FormSubmissionContext,
    events: {} as FormSubmissionEvent,
  },
  actors: {
    submitForm: fromPromise<unknown, unknown>(() => {
      throw new Error('submitForm not provided');
    }),
  },
  actions: {
    assignValues: assign(({ event }) => (event.type === 'FORM.SUBMIT' ? { values: event.values } : {})),
    clearFailure: assign({ failure: null }),
    clearForm: assign({ values: null, failure: null }),
  },
}).createMachine({
  id: 'formSubmission',
  context: { values: null, failure: null },
  initial: 'idle',
  states: {
    idle: { on: { 'FORM.SUBMIT': submit } },
    submitting: {
      entry: 'clearFailure',
      invoke: {
        id: 'submitForm',
        src: 'submitForm',
        input: ({ context }: { context: FormSubmissionContext }) => context.values,
        onDone: { target: 'succeeded' },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    succeeded: {
      on: { 'FORM.SUBMIT': submit, 'FORM.RESET': { target: 'idle', actions: 'clearForm' } },
    },
    failed: {
      on: {
        'FORM.SUBMIT': submit,
        'FORM.RETRY': { target: 'submitting' },
        'FORM.RESET': { target: 'idle', actions: 'clearForm' },
      },
    },
  },
});
