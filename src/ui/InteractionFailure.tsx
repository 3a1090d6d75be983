import { useTranslation } from 'react-i18next';
import type { FormSubmissionView } from '../../machines/formSubmission.view';
import { Alert } from './Alert';

/** A booth interaction that failed: the server's text under the title Error (002 §8); nothing otherwise. */
export function InteractionFailure({ view }: { view: Pick<FormSubmissionView, 'notice' | 'failure'> }) {
  const { t } = useTranslation('exhibitors');
  if (view.notice !== 'failed') return null;
  return (
    <Alert tone="error" title={t('booth.error')}>
      {view.failure}
    </Alert>
  );
}
