import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { questionView } from '../../machines/question.view';
import { questionTestMachine as pending } from './models/question.model';

const sent = (status: 'pending' | 'approved') =>
  ({ type: 'xstate.done.actor.submitQuestion', output: { id: 'q1', status } }) as never;
const refused = {
  type: 'xstate.error.actor.submitQuestion',
  error: { message: 'Questions are closed' },
} as never;

describe('questionView', () => {
  it('offers Send only with text, is busy while sending, then says the question waits for approval', () => {
    const actor = createActor(pending, { input: { anonymousAllowed: true } }).start();
    expect(questionView(actor.getSnapshot())).toMatchObject({
      state: 'draft',
      composing: true,
      canSubmit: false,
      anonymousAllowed: true,
      statusKey: null,
      canAskAnother: false,
    });
    actor.send({ type: 'QUESTION.TEXT', text: 'Does it scale?' });
    actor.send({ type: 'QUESTION.ANONYMOUS', anonymous: true });
    expect(questionView(actor.getSnapshot())).toMatchObject({
      text: 'Does it scale?',
      anonymous: true,
      canSubmit: true,
    });
    actor.send({ type: 'QUESTION.SUBMIT' });
    expect(questionView(actor.getSnapshot())).toMatchObject({
      state: 'submitted',
      busy: true,
      canSubmit: false,
    });
    actor.send(sent('pending'));
    expect(questionView(actor.getSnapshot())).toMatchObject({
      state: 'pendingApproval',
      composing: false,
      busy: false,
      text: '',
      statusKey: 'questions.status.pending',
      canAskAnother: true,
    });
    actor.send({ type: 'QUESTION.STATUS', status: 'approved' });
    expect(questionView(actor.getSnapshot()).statusKey).toBe('questions.status.approved');
  });

  it('keeps the text and shows why when the question is refused, and never asks anonymously where not allowed', () => {
    const actor = createActor(pending, { input: { anonymousAllowed: false } }).start();
    actor.send({ type: 'QUESTION.TEXT', text: 'Why?' });
    actor.send({ type: 'QUESTION.ANONYMOUS', anonymous: true });
    expect(questionView(actor.getSnapshot())).toMatchObject({ anonymous: false, anonymousAllowed: false });
    actor.send({ type: 'QUESTION.SUBMIT' });
    actor.send(refused);
    expect(questionView(actor.getSnapshot())).toMatchObject({
      state: 'draft',
      text: 'Why?',
      failure: 'Questions are closed',
      canSubmit: true,
    });
  });
});
