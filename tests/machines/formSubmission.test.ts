import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { formSubmissionMachine } from '../../machines/formSubmission';
import { modelPaths, replay } from './model';
import { formSubmissionModel, SERVER_MESSAGE, VALUES } from './models/formSubmission.model';

describe('formSubmission', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(formSubmissionModel);
    expect(paths.length).toBeGreaterThanOrEqual(4);
    for (const p of paths) replay(formSubmissionModel, p);
  });

  it('sends the values to the caller, again on retry, and keeps the server message of a failure', async () => {
    const sent: unknown[] = [];
    let answer: 'fail' | 'ok' = 'fail';
    const actor = createActor(
      formSubmissionMachine.provide({
        actors: {
          submitForm: fromPromise(async ({ input }) => {
            sent.push(input);
            if (answer === 'fail') throw new Error(SERVER_MESSAGE);
          }),
        },
      }),
    ).start();
    actor.send({ type: 'FORM.SUBMIT', values: VALUES });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBe(SERVER_MESSAGE);
    answer = 'ok';
    actor.send({ type: 'FORM.RETRY' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(sent).toEqual([VALUES, VALUES]);
    actor.send({ type: 'FORM.RESET' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('lets the answer land when reset while submitting', async () => {
    let release = () => {};
    const actor = createActor(
      formSubmissionMachine.provide({
        actors: {
          submitForm: fromPromise(() => new Promise<unknown>((r) => (release = () => r(undefined)))),
        },
      }),
    ).start();
    actor.send({ type: 'FORM.SUBMIT', values: VALUES });
    actor.send({ type: 'FORM.RESET' });
    expect(actor.getSnapshot().value).toBe('submitting');
    release();
    await waitFor(actor, (s) => s.matches('succeeded'));
  });
});
