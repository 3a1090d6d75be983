import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { evaluationGateView } from '../../../machines/evaluationGate.view';
import type { AssessmentKind } from '../../../schemas/evaluation';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { SessionItem } from '../../../schemas/sessionItem';
import { type CreditCalls, creditCalls } from '../../api/creditCalls';
import { useClient } from '../../browser/clientContext';
import { inspect } from '../../browser/inspection';
import { useClock } from '../../program/ClockProvider';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { AssessmentForm } from './AssessmentForm';
import { gateInputOf } from './assessments';
import { useCompletionProgress } from './completionProgress';
import { CreditPicker } from './CreditPicker';
import { liveEvaluationGate } from './evaluationGate.live';
import { SubmittedAnswers } from './SubmittedAnswers';

/**
 * A session's Evaluation or Quiz tab: the evaluationGate machine on the continuing-education calls, shown as
 * its notice (not started, 'Loading...', denied, failed), the credit-type picker, the form or the submitted
 * answers. Key it by session and kind: the machine starts once per mount.
 */
export function EvaluationGate({
  kind,
  session,
  settings,
  timeZone,
  calls,
}: {
  kind: AssessmentKind;
  session: SessionItem;
  settings: EventConfig;
  /** Where the submitted date is shown. */
  timeZone: string;
  /** The calls, when not those of the page's API client (tests). */
  calls?: CreditCalls | undefined;
}) {
  const { t } = useTranslation('session');
  const { api } = useClient();
  const clock = useClock();
  const [logic] = useState(() =>
    liveEvaluationGate({ calls: calls ?? creditCalls(api), kind, sessionId: session.session_id, clock }),
  );
  const [snapshot, send] = useMachine(logic, {
    inspect,
    input: gateInputOf(kind, session, settings, Date.now()),
  });
  // A refusal is asked again as soon as the video counts a step towards completion (watched, a check passed).
  const { progress } = useCompletionProgress();
  useEffect(() => {
    if (progress > 0) send({ type: 'GATE.RETRY' });
  }, [progress, send]);
  const view = evaluationGateView(snapshot);
  return (
    <section
      data-testid="evaluation-gate"
      data-kind={kind}
      data-state={view.state}
      data-phase={view.phase}
      aria-label={t(`session.tabs.${kind}`)}
      aria-busy={view.phase === 'loading' || undefined}
    >
      {view.notice ? <Alert tone={view.notice.tone}>{view.notice.text ?? t(view.notice.key)}</Alert> : null}
      {view.canRetry ? (
        <p>
          <Button type="button" $variant="secondary" onClick={() => send({ type: 'GATE.RETRY' })}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {view.credits ? (
        <CreditPicker
          credits={view.credits}
          failure={view.failure}
          onToggle={(value) => send({ type: 'CREDIT.TOGGLE', value })}
          onSubmit={() => send({ type: 'CREDIT.SUBMIT' })}
        />
      ) : null}
      {view.form?.readOnly ? <SubmittedAnswers form={view.form} timeZone={timeZone} /> : null}
      {view.form && !view.form.readOnly ? (
        <AssessmentForm
          form={view.form}
          failure={view.failure}
          onAnswer={(questionId, answer) => send({ type: 'FORM.ANSWER', questionId, answer })}
          onSubmit={() => send({ type: 'FORM.SUBMIT' })}
        />
      ) : null}
    </section>
  );
}
