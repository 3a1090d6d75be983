import { fromCallback, fromPromise } from 'xstate';
import { type EvaluationGateEvent, evaluationGateMachine } from '../../../machines/evaluationGate';
import type { CreditTypesReply } from '../../../schemas/credits';
import type { Answer, AssessmentKind, AssessmentReply } from '../../../schemas/evaluation';
import type { CreditCalls } from '../../api/creditCalls';
import type { Clock } from '../../program/clock';

/**
 * The evaluationGate machine of one session's evaluation or quiz: its calls through the continuing-education
 * client, and a CLOCK.TICK at each tick of the app's clock.
 */
export function liveEvaluationGate(opts: {
  calls: Pick<
    CreditCalls,
    'validateComplete' | 'creditTypes' | 'assignCreditType' | 'assessment' | 'submitAssessment'
  >;
  kind: AssessmentKind;
  sessionId: number;
  clock: Clock;
}) {
  const { calls, kind, sessionId, clock } = opts;
  return evaluationGateMachine.provide({
    actors: {
      watchClock: fromCallback<EvaluationGateEvent>(({ sendBack }) =>
        clock.subscribe(() => sendBack({ type: 'CLOCK.TICK', now: clock.now() })),
      ),
      validateAccess: fromPromise(() => calls.validateComplete(sessionId)),
      fetchCreditTypes: fromPromise(() => calls.creditTypes(sessionId)),
      assignCreditTypes: fromPromise<CreditTypesReply, readonly string[]>(({ input }) =>
        calls.assignCreditType(sessionId, input),
      ),
      fetchForm: fromPromise(() => calls.assessment(kind, sessionId)),
      submitAnswers: fromPromise<AssessmentReply, Record<string, Answer>>(({ input }) =>
        calls.submitAssessment(kind, sessionId, { answers: input }),
      ),
    },
  });
}
