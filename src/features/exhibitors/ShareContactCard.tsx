import { useTranslation } from 'react-i18next';
import type { BoothCalls } from '../../api/boothCalls';
import { Alert } from '../../ui/Alert';
import { InteractionFailure } from '../../ui/InteractionFailure';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { useBoothInteraction } from '../../ui/useBoothInteraction';

/** Share contact info (002 §2): the user's contact card goes to the company as a lead. */
export function ShareContactCard({ compId, calls }: { compId: number; calls: BoothCalls }) {
  const { t } = useTranslation('exhibitors');
  const { view, submit, result } = useBoothInteraction(() =>
    calls.interact(compId, { method: 'share_info' }),
  );
  return (
    <Panel aria-labelledby="booth-share" data-testid="share-contact" data-state={view.state}>
      <h2 id="booth-share">{t('booth.shareTitle')}</h2>
      <p>{t('booth.shareText')}</p>
      {view.notice === 'sent' && result ? <Alert tone="info">{result.return_text}</Alert> : null}
      <InteractionFailure view={view} />
      <Button
        type="button"
        disabled={view.sending}
        onClick={() => submit(null)}
        data-testid="share-contact-button"
      >
        {t('booth.share')}
      </Button>
    </Panel>
  );
}
