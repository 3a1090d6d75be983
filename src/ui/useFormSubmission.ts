import { useMachine } from '@xstate/react';
import { inspect } from '../browser/inspection';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { formSubmissionMachine } from '../../machines/formSubmission';
import { type FormSubmissionView, formSubmissionView } from '../../machines/formSubmission.view';

/**
 * A form's sending, read from the formSubmission machine: its view, `submit` with the values and `reset` (when
 * the form closes). `send` is read at each submit, so the caller may pass a new function on every render.
 */
export function useFormSubmission<V>(send: (values: V) => Promise<unknown>): {
  view: FormSubmissionView;
  submit: (values: V) => void;
  reset: () => void;
} {
  const latest = useRef(send);
  latest.current = send;
  const [logic] = useState(() =>
    formSubmissionMachine.provide({
      actors: { submitForm: fromPromise(({ input }) => latest.current(input as V)) },
    }),
  );
  const [snapshot, sendEvent] = useMachine(logic, { inspect });
  return {
    view: formSubmissionView(snapshot),
    submit: (values) => sendEvent({ type: 'FORM.SUBMIT', values }),
    reset: () => sendEvent({ type: 'FORM.RESET' }),
  };
}
