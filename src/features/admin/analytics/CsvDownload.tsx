import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../../i18n';
import { saveFile } from '../../../browser/saveFile';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { useFormSubmission } from '../../../ui/useFormSubmission';

/** Downloads one of the dashboard's tables as the server's CSV file. */
export function CsvDownload({
  name,
  filename,
  download,
}: {
  /** What the table is, for the button's accessible name. */
  name: string;
  filename: string;
  download: () => Promise<Blob>;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const sending = useFormSubmission(async () => saveFile(await download(), filename));
  return (
    <div>
      <Button
        type="button"
        $variant="secondary"
        aria-label={t('analytics.downloadNamed', { name })}
        data-state={sending.view.state}
        disabled={sending.view.sending}
        onClick={() => sending.submit(null)}
      >
        {sending.view.sending ? t('analytics.downloading') : t('analytics.download')}
      </Button>
      {sending.view.failure ? <Alert tone="error">{sending.view.failure}</Alert> : null}
    </div>
  );
}
