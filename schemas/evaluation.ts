import { Schema } from 'effect';
import { IntIdParam, TextUpTo } from './input';

/**
 * Evaluations and quizzes (000 §4 "Evaluation", §6): forms that organisers define in the event's configuration
 * (`session_evaluations`), rendered natively and answered once per user and session. `evaluation_config` says
 * when a session may be evaluated. The forms reach the browser through GET /api/evaluations only, without the
 * quiz's correct answers; the settings reply carries the selectors (which sessions have which form) alone.
 */
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });
const Flag = Schema.Union(Schema.Boolean, Schema.Literal(0, 1));

export const AssessmentKind = Schema.Literal('evaluation', 'quiz');
export type AssessmentKind = typeof AssessmentKind.Type;

/** One question: stars 1 to 5, one choice, several choices, or free text. */
export const Question = Schema.Struct({
  id: Schema.String,
  label: Schema.String,
  type: Schema.Literal('rating', 'single', 'multiple', 'text'),
  options: opt(Schema.Array(Schema.String)),
  required: opt(Schema.Boolean),
  /** Quiz only, never sent to attendees: the right option (single) or options (multiple). */
  correct: opt(Schema.Union(Schema.String, Schema.Array(Schema.String))),
});
export type Question = typeof Question.Type;

export const AssessmentForm = Schema.Struct({
  title: opt(Schema.String),
  /** HTML shown above the questions. */
  intro: opt(Schema.String),
  questions: Schema.Array(Question),
});
export type AssessmentForm = typeof AssessmentForm.Type;

/** Which sessions have the form (by id or session type), who may take it, and the form itself. */
export const AssessmentRule = Schema.Struct({
  session_ids: opt(Schema.Array(Schema.Union(Schema.String, Schema.Number))),
  session_types: opt(Schema.Array(Schema.Union(Schema.String, Schema.Number))),
  /** Badge ids of which the user needs one (admins need none). */
  required_badges: opt(Schema.Array(Schema.Union(Schema.String, Schema.Number))),
  /** Only the session's chairs (and admins) take it. */
  chair_only: opt(Flag),
  /** Hidden from everyone but admins. */
  hidden: opt(Flag),
  form: opt(AssessmentForm),
});
export type AssessmentRule = typeof AssessmentRule.Type;

export const SessionEvaluations = Schema.Struct({
  evaluation: opt(AssessmentRule),
  quiz: opt(AssessmentRule),
});
export type SessionEvaluations = typeof SessionEvaluations.Type;

/**
 * When a started session may be completed (the validation call's rule): `start` (the default) once it has
 * started; `attendance` once the user has followed the live stream for `attendance_minutes`; `watch` once the
 * user has watched more than 90 % of its on-demand video. `available_before_start` overrides the start.
 */
export const EvaluationConfig = Schema.Struct({
  rule: opt(Schema.Literal('start', 'attendance', 'watch')),
  attendance_minutes: opt(Schema.Number),
  available_before_start: opt(Flag),
  /** Replaces 'Session evaluation will be available after the start of the session.' */
  not_started_message: opt(Schema.String),
});
export type EvaluationConfig = typeof EvaluationConfig.Type;

/** An answer: a star value, an option, several options or text. */
export const Answer = Schema.Union(
  Schema.Number,
  TextUpTo(2000),
  Schema.Array(TextUpTo(500)).pipe(Schema.maxItems(50)),
);
export type Answer = typeof Answer.Type;

export const AssessmentParams = Schema.Struct({
  kind: AssessmentKind.annotations({ message: () => 'kind must be evaluation or quiz' }),
  session_id: IntIdParam('session_id'),
});
export type AssessmentParams = typeof AssessmentParams.Type;

export const AnswersRequest = Schema.Struct({
  answers: Schema.Record({ key: TextUpTo(100), value: Answer }),
});
export type AnswersRequest = typeof AnswersRequest.Type;

/** A form as the user sees it (questions without correct answers) with their submission, if any. */
export const AssessmentReply = Schema.Struct({
  kind: AssessmentKind,
  session_id: Schema.Number,
  title: Schema.String,
  intro: Schema.String,
  questions: Schema.Array(Question),
  answers: Schema.NullOr(Schema.Record({ key: Schema.String, value: Answer })),
  submitted_at: Schema.NullOr(Schema.Number),
  /** A submitted quiz: how many of its scored questions were right. */
  score: Schema.NullOr(Schema.Struct({ correct: Schema.Number, total: Schema.Number })),
});
export type AssessmentReply = typeof AssessmentReply.Type;

export const EVALUATION_TEXT = {
  ALREADY_SUBMITTED: 'You have already submitted this form.',
  NOT_AVAILABLE: 'This form is not available to you.',
  CREDIT_FIRST: 'Choose your credit type first.',
  /** The validation call's refusals under the `watch` and `attendance` rules ({minutes}: attendance_minutes). */
  WATCH_FIRST: "Watch the session's video to the end to complete it.",
  ATTEND_FIRST: 'Follow at least {minutes} minutes of the live session to complete it.',
} as const;

/** An item as the selectors read it. */
export interface SelectableItem {
  readonly session_id: number;
  readonly session_type_id?: number | string | undefined;
}

const names = (list: unknown, value: string | number) =>
  Array.isArray(list) && list.some((x) => String(x) === String(value));

/** Whether a rule's selectors name the session: by its id or by its session type. */
export function ruleSelects(rule: AssessmentRule | undefined, item: SelectableItem): boolean {
  if (typeof rule !== 'object' || rule === null) return false;
  return (
    names(rule.session_ids, item.session_id) ||
    (item.session_type_id !== undefined && names(rule.session_types, item.session_type_id))
  );
}

/**
 * Which of an evaluation and a quiz a session has (`session_evaluations`): the presentation list's tags in the
 * browser and the forms the server serves read the same selectors.
 */
export function assessmentsOf(
  item: SelectableItem,
  evaluations: SessionEvaluations | undefined,
): AssessmentKind[] {
  if (typeof evaluations !== 'object' || evaluations === null) return [];
  return (['evaluation', 'quiz'] as const).filter((kind) => ruleSelects(evaluations[kind], item));
}

/** Who looks at a form: the signed-in user's uuid, admin flag and badges. */
export interface AssessmentViewer {
  readonly uuid: string;
  readonly isAdmin: boolean;
  readonly badges: readonly (number | string)[];
}

const on = (flag: boolean | 0 | 1 | undefined) => flag === true || flag === 1;

/**
 * Whether the viewer may take a form of `session` (000 §5, §6): a hidden one only admins; one with required
 * badges admins and holders of one of them; a chairs-only one admins and the session's chairs. The server's
 * refusal and the browser's tabs and tags read this one rule.
 */
export function mayTake(
  rule: AssessmentRule,
  viewer: AssessmentViewer,
  session: { readonly session_chair_array?: readonly { readonly uuid: string }[] | undefined },
): boolean {
  if (viewer.isAdmin) return true;
  if (on(rule.hidden)) return false;
  const badges = rule.required_badges ?? [];
  if (badges.length > 0 && !badges.some((b) => viewer.badges.some((mine) => String(mine) === String(b))))
    return false;
  return !on(rule.chair_only) || (session.session_chair_array ?? []).some((c) => c.uuid === viewer.uuid);
}
