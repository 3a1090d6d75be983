import { sameRef } from '../../../schemas/ids';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { EventConfig } from '../../../schemas/eventConfig';
import { Button } from '../../ui/Button';

type Warning = NonNullable<EventConfig['session_privacy_warning_message']>;

/** The configured privacy warning that applies to an item (by its session type or its session id), if any. */
export function privacyWarningFor(
  settings: EventConfig,
  item: { session_type_id?: string | number | undefined; session_id: number },
): Warning | null {
  const w = settings.session_privacy_warning_message;
  if (!w) return null;
  const type = item.session_type_id === undefined ? null : String(item.session_type_id);
  const byType = type !== null && (w.session_types ?? []).some((x) => String(x) === type);
  const byId = (w.session_ids ?? []).some((x) => sameRef(x, item.session_id));
  return byType || byId ? w : null;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: grid;
  place-items: center;
  background: rgba(0, 0, 0, 0.45);
`;

const Dialog = styled.div`
  max-width: 480px;
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  div { display: flex; gap: ${({ theme }) => theme.space(2)}; justify-content: flex-end; }
`;

/** The confirmation shown before opening a session that the privacy warning names. */
export function PrivacyWarning({
  warning,
  onAccept,
  onDecline,
}: {
  warning: Warning | null;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  if (!warning) return null;
  return (
    <Backdrop>
      <Dialog role="dialog" aria-modal="true" aria-label={t('program.privacyTitle')}>
        <p>{warning.message}</p>
        <div>
          <Button type="button" $variant="secondary" onClick={onDecline}>
            {warning.no_text ?? t('program.privacyNo')}
          </Button>
          <Button type="button" onClick={onAccept} autoFocus>
            {warning.ok_text ?? t('program.privacyOk')}
          </Button>
        </div>
      </Dialog>
    </Backdrop>
  );
}
