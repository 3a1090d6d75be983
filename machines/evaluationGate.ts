/**
 * The way to a session's evaluation or quiz (000 §4 "Evaluation", §5): not started until the session starts
 * (unless available before the start), then validating the user's access, denied with the server's message
 * (checked again at the session's start and end when an awareness pass count is set, and on GATE.RETRY), the
 * credit-type picker when the session offers credits and none is chosen, then the form, submitted once.
 * Input: now, the session's start and end, the overrides, whether credits apply. Time moves by CLOCK.TICK.
 * Provide watchClock, validateAccess, fetchCreditTypes, assignCreditTypes, fetchForm and submitAnswers.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { CreditTypesReply } from '../schemas/credits';
import type { Answer, AssessmentReply } from '../schemas/evaluation';
import type { SessionCompleteReply } from '../schemas/program';
import { messageOf } from './support/callError';
import { type Answers, answersToSend, isAnswered, missingAnswers } from './support/assessmentAnswers';

export interface EvaluationGateInput {
  readonly now: number;
  /** The session's start (ms); null for on-demand items, which have nothing to wait for. */
  readonly sessionStart: number | null;
  readonly sessionEnd?: number | null;
  /** evaluation_config.available_before_start. */
  readonly availableBeforeStart: boolean;
  /** evaluation_config.not_started_message, shown in place of the default text. */
  readonly notStartedMessage?: string | null;
  /** The session offers credits for this form: a credit type may have to be chosen first. */
  readonly hasCredits: boolean;
  /** live_config_object.awareness_check_pass_count: the access check runs again at start and end. */
  readonly awarenessPassCount?: number | null;
}

export interface EvaluationGateContext {
  readonly now: number;
  readonly sessionStart: number | null;
  readonly sessionEnd: number | null;
  readonly availableBeforeStart: boolean;
  readonly notStartedMessage: string | null;
  readonly hasCredits: boolean;
  readonly rechecksAtBoundaries: boolean;
  /** The last validation's answer; null before one. */
  readonly access: SessionCompleteReply | null;
  readonly credits: CreditTypesReply | null;
  /** The credit types ticked in the picker (credit_num_select values). */
  readonly picked: readonly string[];
  readonly form: AssessmentReply | null;
  readonly answers: Answers;
  /** Required questions left unanswered at the last FORM.SUBMIT, until answered. */
  readonly missing: readonly string[];
  /** The server's message of the last failed call. */
  readonly failure: string | null;
}

export type EvaluationGateEvent =
  | { type: 'CLOCK.TICK'; now: number }
  | { type: 'GATE.RETRY' }
  | { type: 'CREDIT.TOGGLE'; value: string }
  | { type: 'CREDIT.SUBMIT' }
  | { type: 'FORM.ANSWER'; questionId: string; answer: Answer | null }
  | { type: 'FORM.SUBMIT' };

/** The session starts or ends between two instants (the later one included). */
const passesBoundary = (c: EvaluationGateContext, next: number) =>
  [c.sessionStart, c.sessionEnd].some((at) => at !== null && c.now < at && next >= at);

const questionsOf = (c: EvaluationGateContext) => c.form?.questions ?? [];

export const evaluationGateMachine = setup({
  types: {
    input: {} as EvaluationGateInput,
    context: {} as EvaluationGateContext,
    events: {} as EvaluationGateEvent,
  },
  actors: {
    watchClock: fromCallback<EvaluationGateEvent>(() => {
      throw new Error('watchClock not provided');
    }),
    validateAccess: fromPromise<SessionCompleteReply>(() => {
      throw new Error('validateAccess not provided');
    }),
    fetchCreditTypes: fromPromise<CreditTypesReply>(() => {
      throw new Error('fetchCreditTypes not provided');
    }),
    assignCreditTypes: fromPromise<CreditTypesReply, readonly string[]>(() => {
      throw new Error('assignCreditTypes not provided');
    }),
    fetchForm: fromPromise<AssessmentReply>(() => {
      throw new Error('fetchForm not provided');
    }),
    submitAnswers: fromPromise<AssessmentReply, Record<string, Answer>>(() => {
      throw new Error('submitAnswers not provided');
    }),
  },
  guards: {
    isBeforeStart: ({ context: c }) =>
      !c.availableBeforeStart && c.sessionStart !== null && c.now < c.sessionStart,
    isDenied: ({ context }) => context.access?.access !== true,
    hasCredits: ({ context }) => context.hasCredits,
    /** Credits apply, and none is chosen or earned yet. */
    needsCreditChoice: ({ context: { hasCredits, credits } }) =>
      hasCredits &&
      credits !== null &&
      credits.options.length > 0 &&
      !credits.earned &&
      credits.chosen.length === 0,
    isOffered: ({ context, event }) =>
      event.type === 'CREDIT.TOGGLE' &&
      (context.credits?.options ?? []).some((o) => o.credit_num_select === event.value),
    hasPicked: ({ context }) => context.picked.length > 0,
    isSubmitted: ({ context }) => context.form?.submitted_at != null,
    isComplete: ({ context }) => missingAnswers(questionsOf(context), context.answers).length === 0,
    isAsked: ({ context, event }) =>
      event.type === 'FORM.ANSWER' && questionsOf(context).some((q) => q.id === event.questionId),
    passesBoundary: ({ context, event }) =>
      context.rechecksAtBoundaries && event.type === 'CLOCK.TICK' && passesBoundary(context, event.now),
  },
  actions: {
    assignNow: assign(({ context, event }) => (event.type === 'CLOCK.TICK' ? { now: event.now } : context)),
    clearFailure: assign({ failure: null }),
    togglePick: assign(({ context, event }) => {
      if (event.type !== 'CREDIT.TOGGLE') return {};
      if (!context.credits?.pick_multiple) return { picked: [event.value] };
      const picked = context.picked.includes(event.value)
        ? context.picked.filter((v) => v !== event.value)
        : [...context.picked, event.value];
      return { picked };
    }),
    assignAnswer: assign(({ context, event }) => {
      if (event.type !== 'FORM.ANSWER') return {};
      const { [event.questionId]: _, ...others } = context.answers;
      const answers = event.answer === null ? others : { ...others, [event.questionId]: event.answer };
      const question = questionsOf(context).find((q) => q.id === event.questionId);
      const answered = question !== undefined && isAnswered(question, answers[event.questionId]);
      return {
        answers,
        missing: answered ? context.missing.filter((id) => id !== event.questionId) : context.missing,
      };
    }),
    markMissing: assign(({ context }) => ({
      missing: missingAnswers(questionsOf(context), context.answers),
    })),
  },
}).createMachine({
  id: 'evaluationGate',
  context: ({ input }) => ({
    now: input.now,
    sessionStart: input.sessionStart,
    sessionEnd: input.sessionEnd ?? null,
    availableBeforeStart: input.availableBeforeStart,
    notStartedMessage: input.notStartedMessage || null,
    hasCredits: input.hasCredits,
    rechecksAtBoundaries: (input.awarenessPassCount ?? 0) > 0,
    access: null,
    credits: null,
    picked: [],
    form: null,
    answers: {},
    missing: [],
    failure: null,
  }),
  invoke: { id: 'clock', src: 'watchClock' },
  on: { 'CLOCK.TICK': { actions: 'assignNow' } },
  initial: 'settling',
  states: {
    settling: {
      always: [{ guard: 'isBeforeStart', target: 'notStarted' }, { target: 'validating' }],
    },
    notStarted: {
      on: { 'CLOCK.TICK': { target: 'settling', actions: 'assignNow' } },
    },
    validating: {
      entry: 'clearFailure',
      invoke: {
        id: 'validateAccess',
        src: 'validateAccess',
        onDone: { target: 'validated', actions: assign({ access: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    validated: {
      always: [
        { guard: 'isDenied', target: 'denied' },
        { guard: 'hasCredits', target: 'loadingCredits' },
        { target: 'loadingForm' },
      ],
    },
    denied: {
      on: {
        'CLOCK.TICK': [
          { guard: 'passesBoundary', target: 'validating', actions: 'assignNow' },
          { actions: 'assignNow' },
        ],
        'GATE.RETRY': { target: 'validating' },
      },
    },
    loadingCredits: {
      invoke: {
        id: 'fetchCreditTypes',
        src: 'fetchCreditTypes',
        onDone: {
          target: 'creditsLoaded',
          actions: assign({
            credits: ({ event }) => event.output,
            picked: ({ event }) => event.output.chosen,
          }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    creditsLoaded: {
      always: [{ guard: 'needsCreditChoice', target: 'picker' }, { target: 'loadingForm' }],
    },
    picker: {
      on: {
        'CREDIT.TOGGLE': { guard: 'isOffered', actions: 'togglePick' },
        'CREDIT.SUBMIT': { guard: 'hasPicked', target: 'assigning' },
      },
    },
    assigning: {
      entry: 'clearFailure',
      invoke: {
        id: 'assignCreditTypes',
        src: 'assignCreditTypes',
        input: ({ context }) => context.picked,
        onDone: { target: 'loadingForm', actions: assign({ credits: ({ event }) => event.output }) },
        onError: { target: 'picker', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadingForm: {
      invoke: {
        id: 'fetchForm',
        src: 'fetchForm',
        onDone: {
          target: 'formLoaded',
          actions: assign({
            form: ({ event }) => event.output,
            answers: ({ event }) => event.output.answers ?? {},
          }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    formLoaded: {
      always: [{ guard: 'isSubmitted', target: 'submitted' }, { target: 'form' }],
    },
    form: {
      on: {
        'FORM.ANSWER': { guard: 'isAsked', actions: 'assignAnswer' },
        'FORM.SUBMIT': [{ guard: 'isComplete', target: 'submitting' }, { actions: 'markMissing' }],
      },
    },
    submitting: {
      entry: 'clearFailure',
      invoke: {
        id: 'submitAnswers',
        src: 'submitAnswers',
        input: ({ context }) => answersToSend(questionsOf(context), context.answers),
        onDone: {
          target: 'submitted',
          actions: assign({
            form: ({ event }) => event.output,
            answers: ({ context, event }) => event.output.answers ?? context.answers,
          }),
        },
        onError: { target: 'form', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    submitted: {},
    failed: {
      on: { 'GATE.RETRY': { target: 'validating' } },
    },
  },
});
