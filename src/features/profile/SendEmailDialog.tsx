import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { messageRows } from '../../ui/SupportModal';
import { useFormSubmission } from '../../ui/useFormSubmission';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  textarea {
    font: inherit;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    resize: vertical;
  }
  textarea[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
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

/**
 * Send Email to a person (attendee_send_email): a message is required ('Please input your message!'); once the
 * server has mailed it, 'Message sent to {name}'.
 */
export function SendEmailDialog({
  open,
  name,
  onClose,
  send,
}: {
  open: boolean;
  name: string;
  onClose: () => void;
  send: (message: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('people');
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  const submission = useFormSubmission(async (text: string) => {
    await send(text);
    setMessage('');
  });
  const { view } = submission;
  const fieldId = useId();
  const errorId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const empty = message.trim() === '';
    setMissing(empty);
    if (!empty && view.canSubmit) submission.submit(message.trim());
  };
  const close = () => {
    submission.reset();
    setMissing(false);
    onClose();
  };
  return (
    <Modal open={open} title={`${t('profile.sendEmail')}: ${name}`} onClose={close}>
      <Form noValidate onSubmit={submit} data-state={view.state} data-testid="send-email">
        {view.notice === 'sent' ? <Alert tone="info">{t('profile.sent', { name })}</Alert> : null}
        {view.notice === 'failed' ? <Alert tone="error">{view.failure}</Alert> : null}
        <label htmlFor={fieldId}>
          <strong>{t('profile.message')}</strong>
        </label>
        <textarea
          id={fieldId}
          name="message"
          rows={messageRows(message)}
          value={message}
          aria-invalid={missing}
          {...(missing ? { 'aria-describedby': errorId } : {})}
          onChange={(e) => setMessage(e.target.value)}
        />
        {missing ? (
          <FieldError id={errorId} role="alert">
            {t('profile.messageRequired')}
          </FieldError>
        ) : null}
        <Buttons>
          <Button type="button" $variant="secondary" onClick={close}>
            {t('profile.close')}
          </Button>
          <Button type="submit" disabled={view.sending}>
            {view.sending ? t('profile.sending') : t('profile.send')}
          </Button>
        </Buttons>
      </Form>
    </Modal>
  );
}
