import type { FieldError } from '../../../schemas/errors';
import {
  type Answer,
  type AssessmentForm,
  type AssessmentKind,
  type AssessmentRule,
  EVALUATION_TEXT,
  type Question,
  mayTake,
  ruleSelects,
  type SessionEvaluations,
} from '../../../schemas/evaluation';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { UserRow } from '../auth/users';

export const DEFAULT_TITLE: Record<AssessmentKind, string> = { evaluation: 'Evaluation', quiz: 'Quiz' };

/** The session's rule of this kind with its form, when session_evaluations gives the session one. */
export function ruleFor(
  config: EventConfig,
  kind: AssessmentKind,
  session: SessionItemDoc,
): (AssessmentRule & { form: AssessmentForm }) | undefined {
  const rule = config.session_evaluations?.[kind];
  if (!rule?.form || !ruleSelects(rule, session)) return undefined;
  return rule as AssessmentRule & { form: AssessmentForm };
}

/**
 * Who may take the form (000 §5, §6): hidden ones only admins; with required_badges, holders of one of them;
 * chair_only ones the session's chairs. Admins always may. Null when the user may, else the reason.
 */
export const takerRefusal = (rule: AssessmentRule, user: UserRow, session: SessionItemDoc): string | null =>
  mayTake(rule, user, session) ? null : EVALUATION_TEXT.NOT_AVAILABLE;

/** The questions as the user sees them: a quiz's correct answers never leave the server. */
export const publicQuestions = (form: AssessmentForm): Question[] =>
  form.questions.map(({ correct: _correct, ...question }) => question);

/** The event's selectors without their forms, as the settings reply carries them (the forms have their call). */
export function withoutForms(evaluations: SessionEvaluations): SessionEvaluations {
  const strip = (rule: AssessmentRule | undefined) => {
    if (!rule) return undefined;
    const { form: _form, ...selectors } = rule;
    return selectors;
  };
  const evaluation = strip(evaluations.evaluation);
  const quiz = strip(evaluations.quiz);
  return { ...(evaluation ? { evaluation } : {}), ...(quiz ? { quiz } : {}) };
}

const isEmpty = (v: Answer | undefined) =>
  v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** What is wrong with one given answer, or null. */
function answerProblem(q: Question, v: Answer): string | null {
  const options = q.options ?? [];
  switch (q.type) {
    case 'rating':
      return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5
        ? null
        : 'must be a whole number of stars from 1 to 5';
    case 'single':
      return typeof v === 'string' && options.includes(v) ? null : 'must be one of the options';
    case 'multiple':
      return Array.isArray(v) && new Set(v).size === v.length && v.every((x) => options.includes(x))
        ? null
        : 'must be some of the options, each once';
    case 'text':
      return typeof v === 'string' ? null : 'must be text';
  }
}

/**
 * Checks answers against the form's questions: each named question exists, required ones are answered, stars
 * are whole numbers from 1 to 5, choices are among the options. Answers the wrong fields (`answers.<id>`) and
 * the answers to store (empty ones left out, text trimmed).
 */
export function checkAnswers(
  form: AssessmentForm,
  answers: Readonly<Record<string, Answer>>,
): { errors: FieldError[]; answers: Record<string, Answer> } {
  const errors: FieldError[] = [];
  const kept: Record<string, Answer> = {};
  const ids = new Set(form.questions.map((q) => q.id));
  for (const id of Object.keys(answers)) {
    if (!ids.has(id)) errors.push({ path: `answers.${id}`, message: 'is not a question of this form' });
  }
  for (const q of form.questions) {
    const v = Object.hasOwn(answers, q.id) ? answers[q.id] : undefined;
    if (v === undefined || isEmpty(v)) {
      if (q.required) errors.push({ path: `answers.${q.id}`, message: 'is required' });
      continue;
    }
    const problem = answerProblem(q, v);
    if (problem) errors.push({ path: `answers.${q.id}`, message: problem });
    else kept[q.id] = typeof v === 'string' ? v.trim() : v;
  }
  return { errors, answers: kept };
}

const asList = (v: Answer | string | readonly string[] | undefined): string[] =>
  v === undefined ? [] : Array.isArray(v) ? v.map(String) : [String(v)];

/** A quiz's score: of the questions that have a correct answer, how many were answered exactly right. */
export function quizScore(form: AssessmentForm, answers: Readonly<Record<string, Answer>>) {
  const scored = form.questions.filter((q) => q.correct !== undefined);
  const correct = scored.filter((q) => {
    const expected = new Set(asList(q.correct));
    const given = new Set(asList(answers[q.id]));
    return expected.size === given.size && [...expected].every((x) => given.has(x));
  }).length;
  return { correct, total: scored.length };
}
