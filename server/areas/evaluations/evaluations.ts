import {
  type AnswersRequest,
  type AssessmentForm,
  type AssessmentParams,
  type AssessmentReply,
  EVALUATION_TEXT,
} from '../../../schemas/evaluation';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../../schemas/errors';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import { sessionOffers, toHundredths } from '../credits/offers';
import { readChoice } from '../credits/queries';
import type { EventRow } from '../events/queries';
import type { Completion } from '../program/completion';
import { openSession } from '../program/openSession';
import { checkAnswers, DEFAULT_TITLE, publicQuestions, quizScore, ruleFor, takerRefusal } from './forms';
import { readSubmission, type SubmissionRow, storeSubmission } from './queries';
import type { ProgramItems } from '../program/programMemory';

interface Actor {
  event: EventRow;
  user: UserRow;
}

export type Evaluations = ReturnType<typeof createEvaluations>;

const replyOf = (
  p: AssessmentParams,
  form: AssessmentForm,
  row: SubmissionRow | undefined,
): AssessmentReply => ({
  kind: p.kind,
  session_id: p.session_id,
  title: form.title ?? DEFAULT_TITLE[p.kind],
  intro: form.intro ?? '',
  questions: publicQuestions(form),
  answers: row?.answers ?? null,
  submitted_at: row?.submittedAt ?? null,
  score:
    row && row.scoreCorrect !== null && row.scoreTotal !== null
      ? { correct: row.scoreCorrect, total: row.scoreTotal }
      : null,
});

/**
 * Evaluations and quizzes (000 §4 "Evaluation", §5, §6): the session's form as session_evaluations gives it, to
 * those who may take it; one submission per user, form and session, once the session may be completed (and,
 * for an evaluation of a session with credits, once a credit type is chosen, which the submission earns).
 */
export function createEvaluations(
  db: Db,
  program: ProgramItems,
  clock: { now(): number },
  completion: Completion,
) {
  async function formOf({ event, user }: Actor, p: AssessmentParams) {
    const open = await openSession(program, event, user, p.session_id);
    const rule = ruleFor(event.config, p.kind, open.session);
    if (!rule) throw new NotFound({ message: `This session has no ${p.kind}.` });
    const refusal = takerRefusal(rule, user, open.session);
    if (refusal) throw new Forbidden({ message: refusal });
    return { ...open, form: rule.form };
  }

  const keyOf = ({ event, user }: Actor, p: AssessmentParams) => ({
    eventId: event.id,
    uuid: user.uuid,
    kind: p.kind,
    sessionId: p.session_id,
  });

  return {
    async get(actor: Actor, p: AssessmentParams): Promise<AssessmentReply> {
      const { form } = await formOf(actor, p);
      return replyOf(p, form, await readSubmission(db, keyOf(actor, p)));
    },

    async submit(actor: Actor, p: AssessmentParams, body: AnswersRequest): Promise<AssessmentReply> {
      const { form, session, items } = await formOf(actor, p);
      const allowed = await completion.check(actor.event, actor.user, session, items);
      if (!allowed.access) throw new Forbidden({ message: allowed.message });
      const checked = checkAnswers(form, body.answers);
      const [first] = checked.errors;
      if (first) {
        throw new BadRequest({
          message: `Invalid answers: ${first.path}: ${first.message}`,
          fields: checked.errors,
        });
      }
      const key = keyOf(actor, p);
      if (await readSubmission(db, key)) throw new Conflict({ message: EVALUATION_TEXT.ALREADY_SUBMITTED });
      const offers = p.kind === 'evaluation' ? sessionOffers(actor.event.config.credits_config, session) : [];
      const row = await storeSubmission(
        db,
        key,
        {
          answers: checked.answers,
          score: p.kind === 'quiz' ? quizScore(form, checked.answers) : null,
          at: clock.now(),
        },
        async (tx) => {
          if (offers.length === 0) return [];
          const chosen = await readChoice(tx, key);
          const earned = offers.filter((o) => chosen.includes(o.credit_num_select));
          if (earned.length === 0) throw new Conflict({ message: EVALUATION_TEXT.CREDIT_FIRST });
          return earned.map((o) => ({
            creditNumSelect: o.credit_num_select,
            creditName: o.credit_name,
            hundredths: toHundredths(o.value),
          }));
        },
      );
      if (!row) throw new Conflict({ message: EVALUATION_TEXT.ALREADY_SUBMITTED });
      return replyOf(p, form, row);
    },
  };
}
