import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fromPromise } from 'xstate';
import { questionMachine } from '../../../machines/question';
import { questionView } from '../../../machines/question.view';
import type { Question, QuestionStatus } from '../../../schemas/questions';
import type { QuestionCalls } from '../../api/questionCalls';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { textToHtml } from '../../ui/plainText';
import { inspect } from '../../browser/inspection';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  textarea {
    font: inherit;
    width: 100%;
    min-height: 80px;
    box-sizing: border-box;
  }
`;

/**
 * Asking one question (the question machine): the draft, sending it, then its standing as the chairs decide
 * (`statusOf` reads it from the live list), and a way to ask another.
 */
export function QuestionComposer({
  calls,
  anonymousAllowed,
  onAsked,
  statusOf,
}: {
  calls: QuestionCalls;
  anonymousAllowed: boolean;
  onAsked: (q: Question) => void;
  statusOf: (id: string) => QuestionStatus | null;
}) {
  const { t } = useTranslation('session');
  const [snapshot, send] = useMachine(
    questionMachine.provide({
      actors: {
        submitQuestion: fromPromise(async ({ input }) => {
          const q = await calls.ask({ body: textToHtml(input.text), anonymous: input.anonymous });
          onAsked(q);
          return { id: q.id, status: q.status };
        }),
      },
    }),
    { inspect, input: { anonymousAllowed } },
  );
  const view = questionView(snapshot);
  const id = snapshot.context.id;
  const live = id ? statusOf(id) : null;
  useEffect(() => {
    if (live) send({ type: 'QUESTION.STATUS', status: live });
  }, [live, send]);

  if (!view.composing)
    return (
      <Form as="div" data-state={view.state}>
        {view.statusKey && <Alert tone="info">{t(view.statusKey)}</Alert>}
        <div>
          <Button type="button" $variant="secondary" onClick={() => send({ type: 'QUESTION.NEW' })}>
            {t('questions.askAnother')}
          </Button>
        </div>
      </Form>
    );
  return (
    <Form
      data-state={view.state}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'QUESTION.SUBMIT' });
      }}
    >
      <label htmlFor="question-text">{t('questions.ask')}</label>
      <textarea
        id="question-text"
        value={view.text}
        maxLength={1000}
        disabled={view.busy}
        onChange={(e) => send({ type: 'QUESTION.TEXT', text: e.target.value })}
      />
      {view.anonymousAllowed && (
        <label>
          <input
            type="checkbox"
            checked={view.anonymous}
            onChange={(e) => send({ type: 'QUESTION.ANONYMOUS', anonymous: e.target.checked })}
          />{' '}
          {t('questions.anonymous')}
        </label>
      )}
      {view.failure && <Alert tone="error">{view.failure}</Alert>}
      <div>
        <Button type="submit" disabled={!view.canSubmit}>
          {t('questions.send')}
        </Button>
      </div>
    </Form>
  );
}
