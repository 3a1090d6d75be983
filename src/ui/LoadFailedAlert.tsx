import { useTranslation } from 'react-i18next';
import type { ResourceLoadView } from '../../machines/resourceLoad.view';
import { Alert } from './Alert';
import { Button } from './Button';

/**
 * A load that did not end loaded: an error alert with its title, the server's message when it gave one, and
 * Retry while retrying may help.
 */
export function LoadFailedAlert({
  view,
  retry,
  title,
}: {
  view: ResourceLoadView<unknown>;
  retry: () => void;
  title?: string | undefined;
}) {
  const { t } = useTranslation();
  const failed = view.status === 'failed' ? view : null;
  return (
    <Alert tone="error" {...(title ? { title } : {})}>
      {failed && !title ? failed.message : null}
      {failed?.canRetry ? (
        <>
          {' '}
          <Button type="button" $variant={title ? 'secondary' : 'link'} onClick={retry}>
            {t('common.retry')}
          </Button>
        </>
      ) : null}
    </Alert>
  );
}
