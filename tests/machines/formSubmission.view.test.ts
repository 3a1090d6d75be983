import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { formSubmissionMachine } from '../../machines/formSubmission';
import { formSubmissionView } from '../../machines/formSubmission.view';

/** A form whose sending the test settles: resolve or reject the pending call. */
function form() {
  let settle: { resolve(): void; reject(e: Error): void } | undefined;
  const machine = formSubmissionMachine.provide({
    actors: {
      submitForm: fromPromise<unknown, unknown>(
        () =>
          new Promise<unknown>((resolve, reject) => {
            settle = { resolve: () => resolve(null), reject };
          }),
      ),
    },
  });
  const actor = createActor(machine).start();
  const tick = () => new Promise((r) => setTimeout(r, 0));
  return {
    actor,
    view: () => formSubmissionView(actor.getSnapshot()),
    resolve: async () => {
      settle?.resolve();
      await tick();
    },
    reject: async (message: string) => {
      settle?.reject(new Error(message));
      await tick();
    },
  };
}

describe('formSubmissionView', () => {
  it('offers the submit first, then shows the sending with nothing else allowed, then the sent notice', async () => {
    const f = form();
    expect(f.view()).toMatchObject({
      state: 'idle',
      sending: false,
      notice: null,
      canSubmit: true,
      canRetry: false,
    });
    f.actor.send({ type: 'FORM.SUBMIT', values: { Name: 'Ada' } });
    expect(f.view()).toMatchObject({ state: 'submitting', sending: true, canSubmit: false, canReset: false });
    await f.resolve();
    expect(f.view()).toMatchObject({
      state: 'succeeded',
      sending: false,
      notice: 'sent',
      failure: null,
      canReset: true,
    });
  });

  it('shows the server’s message after a failure, offers a retry, and a reset clears it', async () => {
    const f = form();
    f.actor.send({ type: 'FORM.SUBMIT', values: { Name: 'Ada' } });
    await f.reject('Too many support messages from your address.');
    expect(f.view()).toMatchObject({
      state: 'failed',
      notice: 'failed',
      failure: 'Too many support messages from your address.',
      canRetry: true,
    });
    f.actor.send({ type: 'FORM.RESET' });
    expect(f.view()).toMatchObject({ state: 'idle', notice: null, failure: null });
  });
});
