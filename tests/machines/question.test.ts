import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { questionMachine } from '../../machines/question';
import { questionView } from '../../machines/question.view';
import { modelPaths, replay } from './model';
import { questionModel, SERVER_MESSAGE } from './models/question.model';

describe('question', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(questionModel);
    expect(paths.length).toBeGreaterThanOrEqual(6);
    for (const p of paths) replay(questionModel, p);
  });

  it('sends the text once, keeps it when the server refuses, and follows the chairs’ decisions', async () => {
    const sent: { text: string; anonymous: boolean }[] = [];
    let refuse = true;
    const actor = createActor(
      questionMachine.provide({
        actors: {
          submitQuestion: fromPromise(async ({ input }) => {
            sent.push(input);
            if (refuse) throw new Error(SERVER_MESSAGE);
            return { id: 'q9', status: 'pending' as const };
          }),
        },
      }),
      { input: { anonymousAllowed: true } },
    ).start();
    actor.send({ type: 'QUESTION.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('draft');
    actor.send({ type: 'QUESTION.TEXT', text: 'Why?' });
    actor.send({ type: 'QUESTION.ANONYMOUS', anonymous: true });
    actor.send({ type: 'QUESTION.SUBMIT' });
    await waitFor(actor, (s) => s.matches('draft') && s.context.failure !== null);
    expect(questionView(actor.getSnapshot())).toMatchObject({ text: 'Why?', failure: SERVER_MESSAGE });
    refuse = false;
    actor.send({ type: 'QUESTION.SUBMIT' });
    await waitFor(actor, (s) => s.matches('pendingApproval'));
    expect(sent).toEqual([
      { text: 'Why?', anonymous: true },
      { text: 'Why?', anonymous: true },
    ]);
    actor.send({ type: 'QUESTION.STATUS', status: 'approved' });
    actor.send({ type: 'QUESTION.STATUS', status: 'answered' });
    expect(questionView(actor.getSnapshot()).statusKey).toBe('questions.status.answered');
    actor.send({ type: 'QUESTION.NEW' });
    expect(actor.getSnapshot().context).toMatchObject({ text: '', id: null, anonymous: false });
  });

  it('never asks anonymously where the event does not allow it', () => {
    const actor = createActor(questionMachine, { input: { anonymousAllowed: false } }).start();
    actor.send({ type: 'QUESTION.ANONYMOUS', anonymous: true });
    expect(actor.getSnapshot().context.anonymous).toBe(false);
  });
});
