import { useTranslation } from 'react-i18next';
import { PROFILE } from '../../../schemas/constants';
import type { FormSubmissionView } from '../../../machines/formSubmission.view';
import { Alert } from '../../ui/Alert';
import { Toast } from '../../ui/Toast';

/**
 * What a profile form shows once saved (002 §4, §8): the server's message as a success toast; a failure as a
 * 'Failed' toast and, in red, above the form. `round` counts the saves, so each one shows its toast again.
 */
export function SaveNotices({
  view,
  message,
  round,
}: {
  view: FormSubmissionView;
  message: string;
  round: number;
}) {
  const { t } = useTranslation('people');
  if (view.notice === 'sent')
    return (
      <Toast key={round} tone="success" ms={PROFILE.TOAST_MS}>
        {message}
      </Toast>
    );
  if (view.notice !== 'failed') return null;
  return (
    <>
      <Alert tone="error" title={t('profile.failed')}>
        {view.failure}
      </Alert>
      <Toast key={round} tone="error" title={t('profile.failed')} ms={PROFILE.TOAST_MS}>
        {view.failure}
      </Toast>
    </>
  );
}
