import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BOOTH } from '../../schemas/constants';
import { Button } from './Button';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  textarea {
    font: inherit;
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    resize: vertical;
  }
  button { align-self: flex-end; }
`;

/** A message text area with Send, disabled while the text is empty or sending (002 §5). */
export function MessageBox({
  label,
  text,
  sending,
  state,
  testId,
  onChange,
  onSend,
}: {
  label: string;
  text: string;
  sending: boolean;
  state: string;
  testId: string;
  onChange: (text: string) => void;
  onSend: (text: string) => void;
}) {
  const { t } = useTranslation('exhibitors');
  const id = useId();
  const empty = text.trim() === '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!empty && !sending) onSend(text.trim());
  };
  return (
    <Form noValidate onSubmit={submit} data-testid={testId} data-state={state}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        maxLength={BOOTH.MESSAGE_MAX}
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
      <Button type="submit" disabled={empty || sending}>
        {sending ? t('booth.sending') : t('booth.send')}
      </Button>
    </Form>
  );
}
