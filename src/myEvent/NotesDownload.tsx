import { useTranslation } from 'react-i18next';
import { saveFile } from '../browser/saveFile';
import { Button } from '../ui/Button';
import { useFormSubmission } from '../ui/useFormSubmission';
import { useAllNotes, useGeneralNoteText } from './MyEventProvider';
import { type NoteEntry, notesPdf } from './notesPdf';
import { servedPdfFonts } from './notesPdfFonts';
import type { NoteAnchor } from './store';

export const NOTES_FILE = 'myNotes.pdf';
export const GENERAL_NOTES_FILE = 'MyGeneralNotes.pdf';

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
  const notes = useAllNotes();
  return (
    <PdfDownload
      title={title}
      fileName={NOTES_FILE}
      entries={() => notes().map((n) => ({ ...describe(n.anchor), text: n.text }))}
    />
  );
}

/** 'Download PDF' of the general note (MyGeneralNotes.pdf), under `heading`. */
export function GeneralNotesDownload({ title, heading }: { title: string; heading: string }) {
  const text = useGeneralNoteText();
  return (
    <PdfDownload
      title={title}
      fileName={GENERAL_NOTES_FILE}
      entries={() => {
        const note = text();
        return note ? [{ heading, when: '', text: note }] : [];
      }}
    />
  );
}

function PdfDownload({
  title,
  fileName,
  entries,
}: {
  title: string;
  fileName: string;
  entries: () => NoteEntry[];
}) {
  const { t } = useTranslation();
  const pdf = useFormSubmission(async () => {
    const bytes = await notesPdf(title, entries(), servedPdfFonts);
    saveFile(new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), fileName);
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
