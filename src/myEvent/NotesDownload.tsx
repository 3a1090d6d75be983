import { useTranslation } from 'react-i18next';
import { saveFile } from '../browser/saveFile';
import { Button } from '../ui/Button';
import { useFormSubmission } from '../ui/useFormSubmission';
import { useAllNotes } from './MyEventProvider';
import { type NoteEntry, notesPdf } from './notesPdf';
import type { NoteAnchor } from './store';

export const NOTES_FILE = 'myNotes.pdf';

/**
 * 'Download PDF' of all the user's notes (myNotes.pdf), each under what it is about (`describe` gives the
 * title and time of a note's item from the program); 'Loading document...' while it is made.
 */
export function NotesDownload({
  title,
  describe,
}: {
  title: string;
  describe: (anchor: NoteAnchor) => Omit<NoteEntry, 'text'>;
}) {
  const { t } = useTranslation();
  const notes = useAllNotes();
  const pdf = useFormSubmission(async () => {
    const entries = notes().map((n) => ({ ...describe(n.anchor), text: n.text }));
    const bytes = await notesPdf(title, entries);
    saveFile(new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), NOTES_FILE);
  });
  return (
    <div data-testid="notes-download" data-state={pdf.view.state}>
      <Button type="button" $variant="secondary" disabled={pdf.view.sending} onClick={() => pdf.submit(null)}>
        {pdf.view.sending ? t('session.loadingDocument') : t('myEvent.downloadPdf')}
      </Button>
      {pdf.view.failure ? <p role="alert">{pdf.view.failure}</p> : null}
    </div>
  );
}
