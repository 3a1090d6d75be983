import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { questionMachine, type SubmittedQuestion } from '../../../machines/question';
import { questionView } from '../../../machines/question.view';
import type { MachineModel } from '../model';

export const SERVER_MESSAGE = 'Questions are not taken for this session.';

/** The real machine; its call never settles by itself: the paths send its done and error events. */
export const questionTestMachine = questionMachine.provide({
  actors: { submitQuestion: fromPromise(() => new Promise<SubmittedQuestion>(() => {})) },
});
type Machine = typeof questionTestMachine;
type Ev = EventFromLogic<Machine>;

const events: Ev[] = [
  { type: 'QUESTION.TEXT', text: 'Will the slides be shared?' },
  { type: 'QUESTION.TEXT', text: '  ' },
  { type: 'QUESTION.ANONYMOUS', anonymous: true },
  { type: 'QUESTION.SUBMIT' },
  ...(['approved', 'answered', 'dismissed', 'deleted', 'pending'] as const).map(
    (status): Ev => ({ type: 'QUESTION.STATUS', status }),
  ),
  { type: 'QUESTION.NEW' },
  ...([
    { type: 'xstate.done.actor.submitQuestion', output: { id: 'q1', status: 'pending' } },
    { type: 'xstate.done.actor.submitQuestion', output: { id: 'q2', status: 'approved' } },
    { type: 'xstate.error.actor.submitQuestion', error: { message: SERVER_MESSAGE } },
  ] as unknown as Ev[]),
];

const SENT = {
  pendingApproval: 'questions.status.pending',
  approved: 'questions.status.approved',
  answered: 'questions.status.answered',
  dismissed: 'questions.status.dismissed',
  deleted: 'questions.status.deleted',
} as const;

function meaning(s: SnapshotFrom<Machine>) {
  const view = questionView(s);
  if (!s.context.anonymousAllowed) expect(view.anonymous).toBe(false);
  if (s.matches('draft')) {
    expect(view).toMatchObject({ composing: true, busy: false, statusKey: null, canAskAnother: false });
    expect(view.canSubmit).toBe(s.context.text.trim().length > 0);
    expect(s.context.id).toBeNull();
  } else if (s.matches('submitted')) {
    expect(view).toMatchObject({ composing: true, busy: true, canSubmit: false, failure: null });
    expect(view.text.trim()).not.toBe('');
  } else {
    const key = Object.entries(SENT).find(([state]) => s.matches(state as keyof typeof SENT))?.[1];
    if (!key) throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
    expect(view).toMatchObject({ composing: false, busy: false, canSubmit: false, statusKey: key });
    expect(view.canAskAnother).toBe(true);
    expect(s.context.id).toMatch(/^q[12]$/);
    expect(view.failure).toBeNull();
  }
  expect([null, SERVER_MESSAGE]).toContain(view.failure);
}

export const questionModel: MachineModel<Machine> = {
  name: 'question',
  machine: questionTestMachine,
  inputs: [
    { label: 'anonymous allowed', input: { anonymousAllowed: true } },
    { label: 'named only', input: { anonymousAllowed: false } },
  ],
  events: () => events,
  meaning,
  transitionPaths: true,
  serializeState: (s) => JSON.stringify([s.value, s.context.text.trim() !== '', s.context.failure !== null]),
};
