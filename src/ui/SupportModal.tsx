import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LAYOUT } from '../../schemas/constants';
import { Alert } from './Alert';
import { Button } from './Button';
import { Field } from './Field';
import { Modal } from './Modal';
import { useFormSubmission } from './useFormSubmission';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;
const Area = styled.textarea<{ $invalid: boolean }>`
  font: inherit;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  resize: vertical;
`;
const FieldError = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface SupportMessage {
  readonly Name: string;
  readonly Email: string;
  readonly Description: string;
}

type Errors = Partial<Record<keyof SupportMessage, string>>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message box grows with its text from 2 to 6 rows (000 §5). */
export const messageRows = (text: string) =>
  Math.min(LAYOUT.SUPPORT_ROWS.max, Math.max(LAYOUT.SUPPORT_ROWS.min, text.split('\n').length));

/** The Support modal (000 §2, §5): Name, Email, Message; Send posts, 'Support email sent' answers. */
export function SupportModal({
  open,
  onClose,
  send,
  initial,
}: {
  open: boolean;
  onClose: () => void;
  send: (message: SupportMessage) => Promise<void>;
  initial?: { name?: string; email?: string };
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<SupportMessage>({
    Name: initial?.name ?? '',
    Email: initial?.email ?? '',
    Description: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const {
    view,
    submit: sendMessage,
    reset,
  } = useFormSubmission(async (message: SupportMessage) => {
    await send(message);
    setValues((s) => ({ ...s, Description: '' }));
  });
  const messageId = useId();
  const set = (k: keyof SupportMessage) => (v: string) => setValues((s) => ({ ...s, [k]: v }));

  const validate = (): Errors => {
    const e: Errors = {};
    if (!values.Name.trim()) e.Name = t('support.nameRequired');
    if (!values.Email.trim()) e.Email = t('support.emailRequired');
    else if (!EMAIL.test(values.Email.trim())) e.Email = t('support.emailInvalid');
    if (!values.Description.trim()) e.Description = t('support.messageRequired');
    return e;
  };
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || !view.canSubmit) return;
    sendMessage({ Name: values.Name.trim(), Email: values.Email.trim(), Description: values.Description });
  };
  const close = () => {
    reset();
    setErrors({});
    onClose();
  };

  return (
    <Modal open={open} title={t('support.title')} onClose={close}>
      <Form noValidate onSubmit={submit} data-state={view.state}>
        {view.notice === 'sent' ? <Alert tone="info">{t('support.sent')}</Alert> : null}
        {view.notice === 'failed' ? <Alert tone="error">{t('support.failed')}</Alert> : null}
        <Field
          label={t('support.name')}
          name="name"
          value={values.Name}
          error={errors.Name}
          onChange={set('Name')}
        />
        <Field
          label={t('support.email')}
          name="email"
          type="email"
          value={values.Email}
          error={errors.Email}
          onChange={set('Email')}
        />
        <label htmlFor={messageId}>
          <strong>{t('support.message')}</strong>
        </label>
        <Area
          id={messageId}
          name="message"
          rows={messageRows(values.Description)}
          value={values.Description}
          $invalid={!!errors.Description}
          aria-invalid={!!errors.Description}
          onChange={(e) => set('Description')(e.target.value)}
        />
        {errors.Description ? <FieldError role="alert">{errors.Description}</FieldError> : null}
        <Buttons>
          <Button type="button" $variant="secondary" onClick={close}>
            {t('support.close')}
          </Button>
          <Button type="submit" disabled={view.sending}>
            {view.sending ? t('support.sending') : t('support.send')}
          </Button>
        </Buttons>
      </Form>
    </Modal>
  );
}
