import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BoothCalls } from '../../api/boothCalls';
import { Alert } from '../../ui/Alert';
import { InteractionFailure } from '../../ui/InteractionFailure';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { Panel } from '../../ui/Panel';
import { useBoothInteraction } from '../../ui/useBoothInteraction';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  button { align-self: flex-end; }
`;

/**
 * The raffle (002 §2, §4): the arrow either opens the 'Raffle Code' dialog (the company set a code; Send is
 * disabled until one is typed) or enters directly. The server's reply shows: its title and text on success, its
 * text under Error on failure.
 */
export function RaffleCard({
  compId,
  label,
  asksCode,
  calls,
}: {
  compId: number;
  label: string;
  asksCode: boolean;
  calls: BoothCalls;
}) {
  const { t } = useTranslation('exhibitors');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [code, setCode] = useState('');
  const { view, submit, reset, result } = useBoothInteraction(async (raffleCode: string | null) => {
    const reply = await calls.interact(compId, {
      method: 'raffle',
      ...(raffleCode !== null ? { raffle_code: raffleCode } : {}),
    });
    if (reply.success) {
      setDialogOpen(false);
      setCode('');
    }
    return reply;
  });
  const enter = () => {
    if (asksCode) {
      reset();
      setDialogOpen(true);
    } else submit(null);
  };
  const sendCode = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim() !== '' && !view.sending) submit(code.trim());
  };
  const failure = <InteractionFailure view={view} />;
  return (
    <Panel aria-labelledby="booth-raffle" data-testid="raffle-card" data-state={view.state}>
      <h2 id="booth-raffle">{t('booth.raffle')}</h2>
      <Row>
        <span>{label || t('booth.enterRaffle')}</span>
        <Button
          type="button"
          aria-label={t('booth.enterRaffle')}
          disabled={view.sending}
          onClick={enter}
          data-testid="raffle-enter"
        >
          →
        </Button>
      </Row>
      {view.notice === 'sent' && result ? (
        <Alert tone="info" title={result.return_title}>
          {result.return_text}
        </Alert>
      ) : null}
      {dialogOpen ? null : failure}
      <Modal open={dialogOpen} title={t('booth.raffleCode')} onClose={() => setDialogOpen(false)}>
        <Form noValidate onSubmit={sendCode} data-testid="raffle-dialog" data-state={view.state}>
          {failure}
          <Field label={t('booth.raffleCodeLabel')} name="raffle_code" value={code} onChange={setCode} />
          <Button type="submit" disabled={code.trim() === '' || view.sending}>
            {view.sending ? t('booth.sending') : t('booth.send')}
          </Button>
        </Form>
      </Modal>
    </Panel>
  );
}
