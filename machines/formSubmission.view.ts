/**
 * What a form shows for a snapshot of the formSubmission machine: whether it is sending, which notice stands
 * above it (a text key under the form's own namespace: `sent` or `failed`), the server's message, and the events
 * allowed now.
 */
import type { SnapshotFrom } from 'xstate';
import type { formSubmissionMachine } from './formSubmission';
import { stateName } from './support/stateName';

export type FormSubmissionSnapshot = SnapshotFrom<typeof formSubmissionMachine>;

export interface FormSubmissionView {
  state: string;
  /** The values are on their way: the submit button is disabled. */
  sending: boolean;
  /** The notice above the form: `<form>.sent`, `<form>.failed`, or none. */
  notice: 'sent' | 'failed' | null;
  /** The server's message of the failure. */
  failure: string | null;
  canSubmit: boolean;
  canRetry: boolean;
  canReset: boolean;
}

export function formSubmissionView(s: FormSubmissionSnapshot): FormSubmissionView {
  return {
    state: stateName(s.value),
    sending: s.matches('submitting'),
    notice: s.matches('succeeded') ? 'sent' : s.matches('failed') ? 'failed' : null,
    failure: s.matches('failed') ? s.context.failure : null,
    canSubmit: s.can({ type: 'FORM.SUBMIT', values: null }),
    canRetry: s.can({ type: 'FORM.RETRY' }),
    canReset: s.can({ type: 'FORM.RESET' }),
  };
}
