import { useTranslation } from 'react-i18next';

/** What a screen shows while its code or data loads: a polite status line. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" data-testid="loading">
      {t('common.loading')}
    </p>
  );
}
