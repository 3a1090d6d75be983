import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AssessmentFormView, QuestionView } from '../../../machines/evaluationGate.view';
import { RATING_STARS, toggleOption } from '../../../machines/support/assessmentAnswers';
import type { Answer } from '../../../schemas/evaluation';
import { Button } from '../../ui/Button';
import { SafeHtml } from '../../ui/SafeHtml';
import { StarChoice } from '../../ui/StarChoice';
import { Muted } from './parts';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 720px;
`;
export const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend, > label:first-child { font-weight: 600; padding: 0; margin-bottom: ${({ theme }) => theme.space(1)}; }
`;
export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 32px;
  input { width: 20px; height: 20px; margin: 0; }
`;
const TextArea = styled.textarea<{ $invalid: boolean }>`
  font: inherit;
  min-height: 96px;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  resize: vertical;
`;
export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

/** The mark of a required question; the form's hint says what it means. */
const RequiredMark = () => <span aria-hidden="true"> *</span>;

/**
 * An evaluation or quiz to answer (000 §4 "Evaluation"): stars 1 to 5 as radio buttons, one choice as radio
 * buttons, several as checkboxes, text in a text area; required questions marked, with their message after a
 * submit left them empty; the server's message of a failed submit above the button.
 */
export function AssessmentForm({
  form,
  failure,
  onAnswer,
  onSubmit,
}: {
  form: AssessmentFormView;
  failure: string | null;
  onAnswer: (questionId: string, answer: Answer | null) => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('session');
  const titleId = useId();
  return (
    <Form
      noValidate
      aria-labelledby={titleId}
      data-testid="assessment-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h3 id={titleId}>{form.title}</h3>
      {form.intro ? <SafeHtml html={form.intro} /> : null}
      {form.questions.some((q) => q.required) ? <Muted>{t('evaluation.requiredHint')}</Muted> : null}
      {form.questions.map((q) => (
        <QuestionField key={q.id} question={q} disabled={form.sending} onAnswer={onAnswer} />
      ))}
      {failure ? (
        <ErrorText role="alert" data-testid="assessment-failure">
          {failure}
        </ErrorText>
      ) : null}
      <div>
        <Button type="submit" disabled={!form.canSubmit} data-testid="assessment-submit">
          {t(form.submitKey)}
        </Button>
      </div>
    </Form>
  );
}

function QuestionField({
  question: q,
  disabled,
  onAnswer,
}: {
  question: QuestionView;
  disabled: boolean;
  onAnswer: (questionId: string, answer: Answer | null) => void;
}) {
  const { t } = useTranslation('session');
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = q.error !== null;
  const error = q.error ? (
    <ErrorText id={errorId} role="alert">
      {t(q.error)}
    </ErrorText>
  ) : null;
  const described = invalid ? errorId : undefined;

  if (q.type === 'text')
    return (
      <Group as="div" data-question={q.id}>
        <label htmlFor={id}>
          {q.label}
          {q.required ? <RequiredMark /> : null}
        </label>
        <TextArea
          id={id}
          value={typeof q.answer === 'string' ? q.answer : ''}
          required={q.required}
          disabled={disabled}
          $invalid={invalid}
          aria-invalid={invalid || undefined}
          aria-describedby={described}
          onChange={(e) => onAnswer(q.id, e.target.value === '' ? null : e.target.value)}
        />
        {error}
      </Group>
    );

  return (
    <Group data-question={q.id} aria-describedby={described}>
      <legend>
        {q.label}
        {q.required ? <RequiredMark /> : null}
      </legend>
      {q.type === 'rating' ? (
        <StarChoice
          name={id}
          value={typeof q.answer === 'number' ? q.answer : 0}
          stars={RATING_STARS}
          labelOf={(count) => t('evaluation.star', { count })}
          required={q.required}
          invalid={invalid}
          disabled={disabled}
          onChoose={(value) => onAnswer(q.id, value)}
        />
      ) : (
        q.options.map((option) => (
          <Choice key={option}>
            {q.type === 'single' ? (
              <input
                type="radio"
                name={id}
                value={option}
                checked={q.answer === option}
                required={q.required}
                disabled={disabled}
                aria-invalid={invalid || undefined}
                onChange={() => onAnswer(q.id, option)}
              />
            ) : (
              <input
                type="checkbox"
                name={id}
                value={option}
                checked={Array.isArray(q.answer) && q.answer.includes(option)}
                disabled={disabled}
                aria-invalid={invalid || undefined}
                onChange={() => {
                  const next = toggleOption(q.options, q.answer, option);
                  onAnswer(q.id, next.length > 0 ? next : null);
                }}
              />
            )}
            {option}
          </Choice>
        ))
      )}
      {error}
    </Group>
  );
}
