import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FlagReason } from '../../schemas/flag';
import { Alert } from './Alert';
import { Button } from './Button';
import { Modal } from './Modal';

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
  const [status, setStatus] = useState<'choosing' | 'sending' | 'sent' | 'failed'>('choosing');
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    setStatus('sending');
    try {
      await send(reason);
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  };
  const close = () => {
    setStatus('choosing');
    onClose();
  };
  return (
    <Modal open={open} title={t('report.title')} onClose={close}>
      <Form onSubmit={submit} data-state={status}>
        {status === 'sent' ? (
          <Alert tone="info">{t('report.sent')}</Alert>
        ) : (
          <>
            {status === 'failed' ? <Alert tone="error">{t('report.failed')}</Alert> : null}
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
          {status === 'sent' ? (
            <Button type="button" onClick={close}>
              {t('common.close')}
            </Button>
          ) : (
            <Button type="submit" disabled={status === 'sending'}>
              {t('report.submit')}
            </Button>
          )}
        </div>
      </Form>
    </Modal>
  );
}
