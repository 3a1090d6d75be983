import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AssessmentFormView, QuestionView } from '../../../machines/evaluationGate.view';
import { formatInstant } from '../../i18n/dates';
import { Muted } from './parts';

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0 0 ${({ theme }) => theme.space(2)}; white-space: pre-wrap; overflow-wrap: anywhere; }
`;
const Score = styled.p`
  font-size: 1.125rem;
  font-weight: 700;
`;

/** A submitted evaluation or quiz, read-only: each answer under its question, and a quiz's score. */
export function SubmittedAnswers({ form, timeZone }: { form: AssessmentFormView; timeZone: string }) {
  const { t, i18n } = useTranslation('session');
  const answerText = (q: QuestionView): string => {
    const a = q.answer;
    if (a === null || (Array.isArray(a) && a.length === 0) || a === '') return t('evaluation.noAnswer');
    if (typeof a === 'number') return t('evaluation.starsOf', { value: a });
    return Array.isArray(a) ? a.join(', ') : String(a);
  };
  return (
    <section aria-labelledby="submitted-answers-title" data-testid="submitted-answers">
      <h3 id="submitted-answers-title">{form.title}</h3>
      {form.submittedAt !== null ? (
        <Muted>
          {t('evaluation.submittedOn', {
            date: formatInstant(form.submittedAt, {
              language: i18n.language,
              timeZone,
              style: 'dateTime',
              withZone: true,
            }),
          })}
        </Muted>
      ) : null}
      {form.score ? (
        <Score data-testid="quiz-score">
          {t('evaluation.score', { correct: form.score.correct, total: form.score.total })}
        </Score>
      ) : null}
      <h4>{t('evaluation.yourAnswers')}</h4>
      <List>
        {form.questions.map((q) => (
          <div key={q.id} data-question={q.id}>
            <dt>{q.label}</dt>
            <dd>{answerText(q)}</dd>
          </div>
        ))}
      </List>
    </section>
  );
}
