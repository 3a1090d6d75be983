import { expect } from 'vitest';
import { type EventFromLogic, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { type EvaluationGateInput, evaluationGateMachine } from '../../../machines/evaluationGate';
import { evaluationGateView } from '../../../machines/evaluationGate.view';
import { missingAnswers } from '../../../machines/support/assessmentAnswers';
import type { CreditTypesReply } from '../../../schemas/credits';
import type { AssessmentReply } from '../../../schemas/evaluation';
import type { MachineModel, Step } from '../model';

type Machine = typeof evaluationGateTestMachine;
type Ev = EventFromLogic<Machine>;

const HOUR = 3_600_000;
export const T0 = Date.UTC(2026, 10, 23, 14);
export const START = T0 + HOUR;
export const END = T0 + 2 * HOUR;
export const DENIED = 'Watch the session to the end before you evaluate it.';
export const SERVER_MESSAGE = 'Sorry, the server is going wrong';
export const NOT_STARTED = 'The evaluation opens with the session.';

const option = (credit_num_select: string, credit_name: string, value: number) => ({
  credit_num_select,
  credit_name,
  value,
});

/** The session offers two credit types; nothing is chosen yet. */
export const creditsToChoose: CreditTypesReply = {
  session_id: 7,
  message: 'Claim your credits for this session.',
  pick_multiple: false,
  options: [option('1', 'CME', 1.5), option('2', 'CE', 1)],
  chosen: [],
  earned: false,
};
const creditsOfSeveral: CreditTypesReply = { ...creditsToChoose, message: '', pick_multiple: true };
const creditsChosen: CreditTypesReply = { ...creditsToChoose, chosen: ['1'] };

/** Four questions: stars and several choices are required, one choice and text are not. */
export const freshForm: AssessmentReply = {
  kind: 'evaluation',
  session_id: 7,
  title: 'Session evaluation',
  intro: '<p>Tell us how it went.</p>',
  questions: [
    { id: 'stars', label: 'Overall', type: 'rating', required: true },
    { id: 'again', label: 'Would you attend again?', type: 'single', options: ['Yes', 'No'] },
    { id: 'topics', label: 'Useful topics', type: 'multiple', options: ['A', 'B'], required: true },
    { id: 'notes', label: 'Comments', type: 'text' },
  ],
  answers: null,
  submitted_at: null,
  score: null,
};
export const submittedForm: AssessmentReply = {
  ...freshForm,
  kind: 'quiz',
  answers: { stars: 4, topics: ['A'] },
  submitted_at: START + 10 * 60_000,
  score: { correct: 1, total: 2 },
};

const pending = <T, I = void>() => fromPromise<T, I>(() => new Promise<T>(() => {}));

/** The real machine; its calls never settle by themselves: the paths send their done and error events. */
export const evaluationGateTestMachine = evaluationGateMachine.provide({
  actors: {
    watchClock: fromCallback(() => () => {}),
    validateAccess: pending(),
    fetchCreditTypes: pending(),
    assignCreditTypes: pending(),
    fetchForm: pending(),
    submitAnswers: pending(),
  },
});

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as Ev;
const error = (id: string, message: string) =>
  ({ type: `xstate.error.actor.${id}`, error: { message } }) as unknown as Ev;

const events: Ev[] = [
  { type: 'CLOCK.TICK', now: T0 + HOUR / 2 },
  { type: 'CLOCK.TICK', now: START },
  { type: 'CLOCK.TICK', now: END },
  { type: 'GATE.RETRY' },
  done('validateAccess', { access: true, message: '' }),
  done('validateAccess', { access: false, message: DENIED }),
  error('validateAccess', SERVER_MESSAGE),
  done('fetchCreditTypes', creditsToChoose),
  done('fetchCreditTypes', creditsOfSeveral),
  done('fetchCreditTypes', creditsChosen),
  error('fetchCreditTypes', SERVER_MESSAGE),
  { type: 'CREDIT.TOGGLE', value: '1' },
  { type: 'CREDIT.TOGGLE', value: '2' },
  { type: 'CREDIT.TOGGLE', value: 'not offered' },
  { type: 'CREDIT.SUBMIT' },
  done('assignCreditTypes', creditsChosen),
  error('assignCreditTypes', 'Choose one credit type.'),
  done('fetchForm', freshForm),
  done('fetchForm', submittedForm),
  error('fetchForm', SERVER_MESSAGE),
  { type: 'FORM.ANSWER', questionId: 'stars', answer: 4 },
  { type: 'FORM.ANSWER', questionId: 'stars', answer: null },
  { type: 'FORM.ANSWER', questionId: 'topics', answer: ['A'] },
  { type: 'FORM.ANSWER', questionId: 'notes', answer: ' Fine. ' },
  { type: 'FORM.ANSWER', questionId: 'unknown', answer: 'x' },
  { type: 'FORM.SUBMIT' },
  done('submitAnswers', submittedForm),
  error('submitAnswers', 'You have already submitted this form.'),
];

const LOADING = ['validating', 'loadingCredits', 'loadingForm'] as const;

function meaning(s: SnapshotFrom<Machine>, { input, event, previous }: Step<Machine>) {
  const view = evaluationGateView(s);
  const c = s.context;
  const startsLater =
    input.sessionStart !== null && c.now < input.sessionStart && !input.availableBeforeStart;
  expect(view.state).toBe(String(s.value));
  // A credit type that is not offered and a question that is not asked are refused in every state.
  expect(s.can({ type: 'CREDIT.TOGGLE', value: 'not offered' })).toBe(false);
  expect(s.can({ type: 'FORM.ANSWER', questionId: 'unknown', answer: 'x' })).toBe(false);

  if (s.matches('notStarted')) {
    expect(startsLater).toBe(true);
    expect(view).toMatchObject({ phase: 'notStarted', credits: null, form: null, canRetry: false });
    expect(view.notice).toEqual({
      key: 'evaluation.notStarted',
      text: input.notStartedMessage ?? null,
      tone: 'info',
    });
  } else {
    // Nothing is checked, chosen or answered before the session starts (unless available before it).
    if (previous?.matches('notStarted')) expect(startsLater).toBe(false);
  }

  if (LOADING.some((state) => s.matches(state))) {
    expect(view).toMatchObject({ phase: 'loading', credits: null, form: null, canRetry: false });
    expect(view.notice).toEqual({ key: 'evaluation.loading', text: null, tone: 'info' });
  }
  if (s.matches('loadingCredits')) expect(c.hasCredits && c.access?.access).toBe(true);
  if (s.matches('loadingForm') || s.matches('form') || s.matches('submitted')) {
    expect(c.access?.access).toBe(true);
    // With credits, the form comes only once a type is chosen or the credits are earned.
    if (c.hasCredits && c.credits && c.credits.options.length > 0)
      expect(c.credits.chosen.length > 0 || c.credits.earned).toBe(true);
  }

  if (s.matches('denied')) {
    expect(c.access).toEqual({ access: false, message: DENIED });
    expect(view).toMatchObject({ phase: 'denied', canRetry: true, form: null, credits: null });
    expect(view.notice).toEqual({ key: 'evaluation.notAvailable', text: DENIED, tone: 'info' });
  }
  // A denial is checked again when the clock passes the start or the end, only with an awareness pass count.
  if (previous?.matches('denied') && event.type === 'CLOCK.TICK') {
    const passed = [input.sessionStart, input.sessionEnd ?? null].some(
      (at) => at !== null && previous.context.now < at && event.now >= at,
    );
    expect(s.matches('validating')).toBe(passed && (input.awarenessPassCount ?? 0) > 0);
  }

  if (s.matches('failed')) {
    expect(view).toMatchObject({ phase: 'failed', canRetry: true });
    expect(view.notice).toEqual({ key: 'evaluation.failed', text: SERVER_MESSAGE, tone: 'error' });
  }

  if (s.matches('picker') || s.matches('assigning')) {
    const credits = view.credits;
    expect(view.phase).toBe('picker');
    expect(credits).not.toBeNull();
    if (!credits || !c.credits) return;
    expect(c.credits.chosen).toEqual([]);
    expect(credits.multiple).toBe(c.credits.pick_multiple);
    expect(credits.message).toBe(c.credits.message || null);
    expect(credits.options.map((o) => [o.label, o.amount, o.checked])).toEqual(
      c.credits.options.map((o) => [
        o.credit_name,
        o.value.toFixed(2),
        c.picked.includes(o.credit_num_select),
      ]),
    );
    // One type only, unless the event allows several.
    if (!credits.multiple) expect(c.picked.length).toBeLessThanOrEqual(1);
    expect(c.picked.every((p) => c.credits?.options.some((o) => o.credit_num_select === p))).toBe(true);
    expect(credits.sending).toBe(s.matches('assigning'));
    expect(credits.canSubmit).toBe(s.matches('picker') && c.picked.length > 0);
    expect(credits.submitKey).toBe(
      s.matches('assigning') ? 'evaluation.savingCredit' : 'evaluation.saveCredit',
    );
  }

  if (s.matches('form') || s.matches('submitting')) {
    const form = view.form;
    expect(view.phase).toBe('form');
    expect(form).toMatchObject({ readOnly: false, sending: s.matches('submitting'), score: null });
    expect(form?.canSubmit).toBe(s.matches('form'));
    // A required question shows its message only after a submit left it unanswered.
    for (const q of form?.questions ?? []) expect(q.error !== null).toBe(c.missing.includes(q.id));
    for (const id of c.missing) expect(missingAnswers(c.form?.questions ?? [], c.answers)).toContain(id);
  }
  if (s.matches('submitting')) expect(missingAnswers(c.form?.questions ?? [], c.answers)).toEqual([]);

  if (s.matches('submitted')) {
    expect(view.phase).toBe('submitted');
    expect(view.form).toMatchObject({ readOnly: true, canSubmit: false, score: { correct: 1, total: 2 } });
    expect(view.form?.questions.find((q) => q.id === 'stars')?.answer).toBe(4);
    expect(view.notice).toBeNull();
  }
  if (!(s.matches('picker') || s.matches('form'))) expect(view.failure).toBeNull();
}

const base: EvaluationGateInput = {
  now: T0,
  sessionStart: START,
  sessionEnd: END,
  availableBeforeStart: false,
  hasCredits: true,
  awarenessPassCount: 2,
};

export const evaluationGateModel: MachineModel<Machine> = {
  name: 'evaluationGate',
  machine: evaluationGateTestMachine,
  inputs: [
    { label: 'before the start, with credits and awareness checks', input: base },
    {
      label: 'open before the start, no credits, no awareness checks',
      input: {
        ...base,
        availableBeforeStart: true,
        notStartedMessage: NOT_STARTED,
        hasCredits: false,
        awarenessPassCount: null,
      },
    },
    {
      label: 'on demand, with a configured message',
      input: {
        now: T0,
        sessionStart: null,
        availableBeforeStart: false,
        notStartedMessage: NOT_STARTED,
        hasCredits: false,
      },
    },
  ],
  events: () => events,
  meaning,
  transitionPaths: 'newEdges',
  // The time matters until access is granted; after that only what was chosen and answered does.
  serializeState: (s) => {
    const c = s.context;
    const timed =
      s.matches('notStarted') || s.matches('denied') || s.matches('validating') || s.matches('failed');
    return JSON.stringify([
      s.value,
      timed ? c.now : null,
      c.access,
      c.credits?.pick_multiple ?? null,
      c.credits?.chosen ?? null,
      c.picked,
      c.form?.submitted_at ?? null,
      c.answers,
      c.missing,
      c.failure,
    ]);
  },
};
