import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { formSubmissionMachine } from '../../../machines/formSubmission';
import { formSubmissionView } from '../../../machines/formSubmission.view';
import type { MachineModel } from '../model';

type Machine = typeof formSubmissionMachine;
type Ev = EventFromLogic<Machine>;

export const SERVER_MESSAGE = 'Please try again later.';
export const VALUES = { Name: 'Ada', Email: 'ada@example.com', Description: 'The stream stutters.' };

/** The real machine; its call never settles by itself: the paths send its done and error events. */
export const formSubmissionTestMachine = formSubmissionMachine.provide({
  actors: { submitForm: fromPromise(() => new Promise(() => {})) },
});

const events: Ev[] = [
  { type: 'FORM.SUBMIT', values: VALUES },
  { type: 'FORM.RETRY' },
  { type: 'FORM.RESET' },
  { type: 'xstate.done.actor.submitForm', output: { success: true } } as unknown as Ev,
  { type: 'xstate.error.actor.submitForm', error: { message: SERVER_MESSAGE } } as unknown as Ev,
];

function meaning(s: SnapshotFrom<Machine>) {
  const view = formSubmissionView(s);
  if (s.matches('idle')) {
    expect(view).toMatchObject({ sending: false, notice: null, failure: null, canSubmit: true });
    expect(view).toMatchObject({ canRetry: false, canReset: false });
    expect(s.context.values).toBeNull();
  } else if (s.matches('submitting')) {
    expect(view).toMatchObject({ sending: true, notice: null, failure: null, canSubmit: false });
    expect(view).toMatchObject({ canRetry: false, canReset: false });
    expect(s.context.values).toEqual(VALUES);
  } else if (s.matches('succeeded')) {
    expect(view).toMatchObject({ sending: false, notice: 'sent', failure: null, canSubmit: true });
    expect(view).toMatchObject({ canRetry: false, canReset: true });
  } else if (s.matches('failed')) {
    expect(view).toMatchObject({ sending: false, notice: 'failed', failure: SERVER_MESSAGE });
    expect(view).toMatchObject({ canSubmit: true, canRetry: true, canReset: true });
    expect(s.context.values).toEqual(VALUES);
  } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
}

export const formSubmissionModel: MachineModel<typeof formSubmissionTestMachine> = {
  name: 'formSubmission',
  machine: formSubmissionTestMachine,
  inputs: [{ label: 'an empty form', input: undefined as never }],
  events: () => events,
  meaning,
  simplePaths: true,
  transitionPaths: true,
};
