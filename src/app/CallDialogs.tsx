import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCalls } from '../calls/CallsProvider';
import { useCallView } from '../calls/useCallView';
import type { CallActor } from '../calls/store';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: flex-end;
`;

/**
 * The shell's call dialogs (001 §2 "Calls"): the caller's 'Calling {name}' with Cancel, the callee's incoming
 * prompt with accept and decline, and '{name} declined/missed the call' with Close. One per call of this tab.
 */
export function CallDialogs() {
  const { calls } = useCalls();
  return (
    <>
      {calls.map((actor) => (
        <CallDialog key={actor.id} actor={actor} />
      ))}
    </>
  );
}

function CallDialog({ actor }: { actor: CallActor }) {
  const { t } = useTranslation('calls');
  const { view, send } = useCallView(actor);
  if (!view.dialog || !view.dialogText) return null;
  const title = t(view.dialogText, { name: view.peerName });
  const dismiss = () => send({ type: 'CALL.DISMISS' });
  switch (view.dialog) {
    case 'calling':
      return (
        <Modal open title={title} onClose={() => send({ type: 'CALL.CANCEL' })}>
          <Actions data-testid="call-dialog" data-state={view.state}>
            <Button type="button" $variant="secondary" onClick={() => send({ type: 'CALL.CANCEL' })}>
              {t('calls.cancel')}
            </Button>
          </Actions>
        </Modal>
      );
    case 'incoming':
      return (
        <Modal open title={title} onClose={() => send({ type: 'CALL.REJECT' })}>
          <Actions data-testid="call-dialog" data-state={view.state}>
            <Button type="button" $variant="secondary" onClick={() => send({ type: 'CALL.REJECT' })}>
              {t('calls.reject')}
            </Button>
            <Button type="button" onClick={() => send({ type: 'CALL.ACCEPT' })}>
              {t('calls.accept')}
            </Button>
          </Actions>
        </Modal>
      );
    default:
      return (
        <Modal open title={title} onClose={dismiss}>
          <Actions data-testid="call-dialog" data-state={view.state}>
            <Button type="button" onClick={dismiss}>
              {t('common.close')}
            </Button>
          </Actions>
        </Modal>
      );
  }
}
