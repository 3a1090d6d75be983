import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FlagReason } from '../../schemas/flag';
import { Alert } from './Alert';
import { Button } from './Button';
import { Modal } from './Modal';
import { useFormSubmission } from './useFormSubmission';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
  }
`;

const REASONS: readonly FlagReason[] = ['offensive', 'spam'];

/** Report an Issue (000 §2): two reasons, offensive or spam; `send` posts the report of the item. */
export function ReportModal({
  open,
  onClose,
  send,
}: {
  open: boolean;
  onClose: () => void;
  send: (reason: FlagReason) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<FlagReason>('offensive');
  const { view, submit: sendReport, reset } = useFormSubmission(send);
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    if (view.canSubmit) sendReport(reason);
  };
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Modal open={open} title={t('report.title')} onClose={close}>
      <Form onSubmit={submit} data-state={view.state}>
        {view.notice === 'sent' ? (
          <Alert tone="info">{t('report.sent')}</Alert>
        ) : (
          <>
            {view.notice === 'failed' ? <Alert tone="error">{t('report.failed')}</Alert> : null}
            <fieldset>
              <legend>{t('report.prompt')}</legend>
              {REASONS.map((r) => (
                <label key={r}>
                  <input
                    type="radio"
                    name="flag_reason"
                    value={r}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                  />
                  {t(`report.${r}`)}
                </label>
              ))}
            </fieldset>
          </>
        )}
        <div>
          {view.notice === 'sent' ? (
            <Button type="button" onClick={close}>
              {t('common.close')}
            </Button>
          ) : (
            <Button type="submit" disabled={view.sending}>
              {t('report.submit')}
            </Button>
          )}
        </div>
      </Form>
    </Modal>
  );
}
