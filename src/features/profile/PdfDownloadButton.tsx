import { useTranslation } from 'react-i18next';
import { saveFile } from '../../browser/saveFile';
import { Button } from '../../ui/Button';
import { useFormSubmission } from '../../ui/useFormSubmission';

/**
 * A button that fetches a PDF of the API (a certificate, the transcript) and saves it as `fileName`;
 * 'Loading document...' while it comes, the server's message if it fails.
 */
export function PdfDownloadButton({
  fetchPdf,
  fileName,
  label,
  name,
  testId,
}: {
  fetchPdf: () => Promise<Blob>;
  fileName: string;
  /** The button's text. */
  label: string;
  /** Its accessible name, when the text alone does not say what is downloaded. */
  name?: string;
  testId: string;
}) {
  const { t } = useTranslation('people');
  const pdf = useFormSubmission(async () => {
    saveFile(await fetchPdf(), fileName);
  });
  return (
    <span data-testid={testId} data-state={pdf.view.state}>
      <Button
        type="button"
        $variant="secondary"
        aria-label={pdf.view.sending ? undefined : name}
        disabled={pdf.view.sending}
        onClick={() => pdf.submit(null)}
      >
        {pdf.view.sending ? t('profile.preparing') : label}
      </Button>
      {pdf.view.failure ? <span role="alert"> {pdf.view.failure}</span> : null}
    </span>
  );
}
