import { useTranslation } from 'react-i18next';
import type { LiveReportView } from '../../../../machines/liveReport.view';
import { ADMIN_NAMESPACE } from '../../../i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Loading } from '../../../ui/Loading';

/** What a live report says beside its figures: loading, why it failed (with a retry), or that it is out of date. */
export function ReportStatus({ view, retry }: { view: LiveReportView<unknown>; retry: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  switch (view.status) {
    case 'loading':
      return <Loading />;
    case 'notFound':
      return <Alert tone="error">{t('analytics.notFound')}</Alert>;
    case 'forbidden':
      return <Alert tone="error">{t('analytics.forbidden')}</Alert>;
    case 'failed':
      return (
        <Alert tone="error">
          {view.message}{' '}
          {view.canRetry ? (
            <Button type="button" $variant="link" onClick={retry}>
              {t('analytics.retry')}
            </Button>
          ) : null}
        </Alert>
      );
    case 'shown':
      return view.stale ? <Alert tone="warning">{t('analytics.stale')}</Alert> : null;
  }
}
