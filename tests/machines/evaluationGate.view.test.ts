import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic } from 'xstate';
import type { EvaluationGateInput } from '../../machines/evaluationGate';
import { evaluationGateView } from '../../machines/evaluationGate.view';
import {
  creditsToChoose,
  DENIED,
  END,
  evaluationGateTestMachine,
  freshForm,
  NOT_STARTED,
  START,
  submittedForm,
  T0,
} from './models/evaluationGate.model';

type Ev = EventFromLogic<typeof evaluationGateTestMachine>;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as Ev;

const input: EvaluationGateInput = {
  now: T0,
  sessionStart: START,
  sessionEnd: END,
  availableBeforeStart: false,
  hasCredits: true,
};

/** The view after the given events, the calls' answers among them. */
function viewAfter(events: Ev[], extra: Partial<EvaluationGateInput> = {}) {
  const actor = createActor(evaluationGateTestMachine, { input: { ...input, ...extra } }).start();
  for (const e of events) actor.send(e);
  return evaluationGateView(actor.getSnapshot());
}

const granted = done('validateAccess', { access: true, message: '' });

describe('evaluationGateView', () => {
  it('says the evaluation opens at the start, in the configured words when there are some', () => {
    expect(viewAfter([])).toMatchObject({
      state: 'notStarted',
      phase: 'notStarted',
      notice: { key: 'evaluation.notStarted', text: null },
    });
    expect(viewAfter([], { notStartedMessage: NOT_STARTED }).notice?.text).toBe(NOT_STARTED);
    expect(viewAfter([], { availableBeforeStart: true }).phase).toBe('loading');
  });

  it("shows 'Loading...' while access, credit types and the form load", () => {
    const loading = { phase: 'loading', notice: { key: 'evaluation.loading', text: null } };
    expect(viewAfter([{ type: 'CLOCK.TICK', now: START }])).toMatchObject({
      state: 'validating',
      ...loading,
    });
    expect(viewAfter([{ type: 'CLOCK.TICK', now: START }, granted])).toMatchObject({
      state: 'loadingCredits',
      ...loading,
    });
  });

  it("shows the server's message when access is denied, with a retry", () => {
    const view = viewAfter([
      { type: 'CLOCK.TICK', now: START },
      done('validateAccess', { access: false, message: DENIED }),
    ]);
    expect(view).toMatchObject({ phase: 'denied', notice: { text: DENIED }, canRetry: true });
  });

  it('lists the credit types with values to 2 decimals, one to choose unless several are allowed', () => {
    const open = [{ type: 'CLOCK.TICK', now: START } as Ev, granted];
    const single = viewAfter([...open, done('fetchCreditTypes', creditsToChoose)]);
    expect(single.credits).toMatchObject({
      message: 'Claim your credits for this session.',
      multiple: false,
      canSubmit: false,
      submitKey: 'evaluation.saveCredit',
    });
    expect(single.credits?.options).toEqual([
      { value: '1', label: 'CME', amount: '1.50', checked: false },
      { value: '2', label: 'CE', amount: '1.00', checked: false },
    ]);
    const several = viewAfter([
      ...open,
      done('fetchCreditTypes', { ...creditsToChoose, message: '', pick_multiple: true }),
      { type: 'CREDIT.TOGGLE', value: '1' },
      { type: 'CREDIT.TOGGLE', value: '2' },
    ]);
    expect(several.credits).toMatchObject({ message: null, multiple: true, canSubmit: true });
    expect(several.credits?.options.map((o) => o.checked)).toEqual([true, true]);
    expect(
      viewAfter([
        ...open,
        done('fetchCreditTypes', creditsToChoose),
        { type: 'CREDIT.TOGGLE', value: '1' },
        { type: 'CREDIT.SUBMIT' },
      ]).credits,
    ).toMatchObject({ sending: true, canSubmit: false, submitKey: 'evaluation.savingCredit' });
  });

  it('gives the form its questions with their answers, and a submitted quiz its score, read-only', () => {
    const form = viewAfter([granted, done('fetchForm', freshForm)], {
      sessionStart: null,
      hasCredits: false,
    }).form;
    expect(form).toMatchObject({
      title: 'Session evaluation',
      readOnly: false,
      canSubmit: true,
      score: null,
    });
    expect(form?.questions.map((q) => [q.id, q.type, q.required, q.answer])).toEqual([
      ['stars', 'rating', true, null],
      ['again', 'single', false, null],
      ['topics', 'multiple', true, null],
      ['notes', 'text', false, null],
    ]);
    const submitted = viewAfter([granted, done('fetchForm', submittedForm)], {
      sessionStart: null,
      hasCredits: false,
    });
    expect(submitted).toMatchObject({ phase: 'submitted', notice: null });
    expect(submitted.form).toMatchObject({
      readOnly: true,
      canSubmit: false,
      score: { correct: 1, total: 2 },
    });
    expect(submitted.form?.questions.map((q) => q.answer)).toEqual([4, null, ['A'], null]);
  });

  it("marks each required question left empty with 'evaluation.required'", () => {
    const form = viewAfter([granted, done('fetchForm', freshForm), { type: 'FORM.SUBMIT' }], {
      sessionStart: null,
      hasCredits: false,
    }).form;
    expect(form?.questions.map((q) => q.error)).toEqual([
      'evaluation.required',
      null,
      'evaluation.required',
      null,
    ]);
  });
});
