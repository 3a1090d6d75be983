import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { StatusPage } from '../../ui/StatusPage';

/** The sign-in page's data, or a stored login, could not be loaded: the reason and a Retry button. */
export function LoadFailed({
  state,
  error,
  onRetry,
}: {
  state: string;
  error: string | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <StatusPage state={state}>
      <Alert tone="error" title={t('signIn.loadFailed')}>
        {error}
      </Alert>
      <p>
        <Button type="button" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </p>
    </StatusPage>
  );
}
