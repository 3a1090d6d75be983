/**
 * What the Evaluation and Quiz tabs show for a snapshot of the evaluationGate machine: a notice (not started,
 * loading, denied, failed), the credit-type picker, the form to answer, or the submitted answers read-only
 * with a quiz's score; the events allowed now.
 */
import type { SnapshotFrom } from 'xstate';
import { CREDITS } from '../schemas/constants';
import type { Answer, Question } from '../schemas/evaluation';
import type { evaluationGateMachine } from './evaluationGate';
import { stateName } from './support/stateName';

/** The text keys the gate shows (src/i18n). */
export const EVALUATION_GATE_TEXT_KEYS = [
  'evaluation.notStarted',
  'evaluation.loading',
  'evaluation.notAvailable',
  'evaluation.failed',
  'evaluation.chooseCredit',
  'evaluation.saveCredit',
  'evaluation.savingCredit',
  'evaluation.submit',
  'evaluation.submitting',
  'evaluation.required',
] as const;
export type EvaluationGateTextKey = (typeof EVALUATION_GATE_TEXT_KEYS)[number];

export type EvaluationGatePhase =
  | 'notStarted'
  | 'loading'
  | 'denied'
  | 'failed'
  | 'picker'
  | 'form'
  | 'submitted';

/** A line in place of the form: the server's or organiser's text when there is one, else the key's. */
export interface GateNotice {
  readonly key: EvaluationGateTextKey;
  readonly text: string | null;
  readonly tone: 'info' | 'error';
}

export interface CreditOptionView {
  readonly value: string;
  readonly label: string;
  /** The credits, 2 decimals. */
  readonly amount: string;
  readonly checked: boolean;
}

export interface CreditChoiceView {
  /** credit_choice_msg, or null for the default text under `messageKey`. */
  readonly message: string | null;
  readonly messageKey: EvaluationGateTextKey;
  /** Checkboxes (credit_pick_multiple), else radio buttons. */
  readonly multiple: boolean;
  readonly options: readonly CreditOptionView[];
  readonly sending: boolean;
  readonly canSubmit: boolean;
  readonly submitKey: EvaluationGateTextKey;
}

export interface QuestionView {
  readonly id: string;
  readonly label: string;
  readonly type: Question['type'];
  readonly options: readonly string[];
  readonly required: boolean;
  readonly answer: Answer | null;
  /** 'evaluation.required' once a submit found it unanswered. */
  readonly error: EvaluationGateTextKey | null;
}

export interface AssessmentFormView {
  readonly title: string;
  /** HTML above the questions. */
  readonly intro: string;
  readonly questions: readonly QuestionView[];
  /** The submitted answers, shown without controls. */
  readonly readOnly: boolean;
  readonly sending: boolean;
  readonly canSubmit: boolean;
  readonly submitKey: EvaluationGateTextKey;
  readonly submittedAt: number | null;
  /** A submitted quiz: right answers of the scored questions. */
  readonly score: { readonly correct: number; readonly total: number } | null;
}

export interface EvaluationGateView {
  /** The machine's state, for `data-state`. */
  readonly state: string;
  readonly phase: EvaluationGatePhase;
  readonly notice: GateNotice | null;
  readonly canRetry: boolean;
  readonly credits: CreditChoiceView | null;
  readonly form: AssessmentFormView | null;
  /** The server's message of a failed choice or submit, above the picker or the form. */
  readonly failure: string | null;
}

type Snapshot = SnapshotFrom<typeof evaluationGateMachine>;

function phaseOf(s: Snapshot): EvaluationGatePhase {
  if (s.matches('notStarted')) return 'notStarted';
  if (s.matches('denied')) return 'denied';
  if (s.matches('failed')) return 'failed';
  if (s.matches('picker') || s.matches('assigning')) return 'picker';
  if (s.matches('form') || s.matches('submitting')) return 'form';
  if (s.matches('submitted')) return 'submitted';
  return 'loading';
}

function noticeOf(s: Snapshot, phase: EvaluationGatePhase): GateNotice | null {
  const c = s.context;
  switch (phase) {
    case 'notStarted':
      return { key: 'evaluation.notStarted', text: c.notStartedMessage, tone: 'info' };
    case 'loading':
      return { key: 'evaluation.loading', text: null, tone: 'info' };
    case 'denied':
      return { key: 'evaluation.notAvailable', text: c.access?.message || null, tone: 'info' };
    case 'failed':
      return { key: 'evaluation.failed', text: c.failure, tone: 'error' };
    default:
      return null;
  }
}

function creditsOf(s: Snapshot): CreditChoiceView | null {
  const { credits, picked } = s.context;
  if (!credits || !(s.matches('picker') || s.matches('assigning'))) return null;
  const sending = s.matches('assigning');
  return {
    message: credits.message || null,
    messageKey: 'evaluation.chooseCredit',
    multiple: credits.pick_multiple,
    options: credits.options.map((o) => ({
      value: o.credit_num_select,
      label: o.credit_name,
      amount: o.value.toFixed(CREDITS.VALUE_DECIMALS),
      checked: picked.includes(o.credit_num_select),
    })),
    sending,
    canSubmit: s.can({ type: 'CREDIT.SUBMIT' }),
    submitKey: sending ? 'evaluation.savingCredit' : 'evaluation.saveCredit',
  };
}

function formOf(s: Snapshot): AssessmentFormView | null {
  const { form, answers, missing } = s.context;
  const readOnly = s.matches('submitted');
  if (!form || !(readOnly || s.matches('form') || s.matches('submitting'))) return null;
  const sending = s.matches('submitting');
  return {
    title: form.title,
    intro: form.intro,
    questions: form.questions.map((q) => ({
      id: q.id,
      label: q.label,
      type: q.type,
      options: q.options ?? [],
      required: q.required === true,
      answer: answers[q.id] ?? null,
      error: !readOnly && missing.includes(q.id) ? 'evaluation.required' : null,
    })),
    readOnly,
    sending,
    canSubmit: s.can({ type: 'FORM.SUBMIT' }),
    submitKey: sending ? 'evaluation.submitting' : 'evaluation.submit',
    submittedAt: form.submitted_at,
    score: readOnly ? form.score : null,
  };
}

export function evaluationGateView(s: Snapshot): EvaluationGateView {
  const phase = phaseOf(s);
  return {
    state: stateName(s.value),
    phase,
    notice: noticeOf(s, phase),
    canRetry: s.can({ type: 'GATE.RETRY' }),
    credits: creditsOf(s),
    form: formOf(s),
    failure: phase === 'picker' || phase === 'form' ? s.context.failure : null,
  };
}
