import type { PDFFont } from 'pdf-lib';
import { printable, wrap } from '../../schemas/pdfText';

/** One note as the PDF shows it: what it is about, when that was, and the note itself. */
export interface NoteEntry {
  readonly heading: string;
  readonly when: string;
  readonly text: string;
}

const PAGE = { width: 612, height: 792, margin: 56 } as const;

/**
 * The user's notes as a PDF (myNotes.pdf): a title, then each note under its session's title and time, with
 * real text (selectable, searchable), new pages as needed. pdf-lib is loaded only when a PDF is made.
 */
export async function notesPdf(title: string, entries: readonly NoteEntry[]): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const write = (text: string, font: PDFFont, size: number, grey = false) => {
    for (const line of wrap(font, size, printable(font, text), width)) {
      if (y - size < PAGE.margin) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= size * 1.3;
      page.drawText(line, {
        x: PAGE.margin,
        y,
        size,
        font,
        color: grey ? rgb(0.35, 0.38, 0.45) : rgb(0.1, 0.12, 0.17),
      });
    }
  };
  write(title, bold, 18);
  y -= 12;
  for (const entry of entries) {
    write(entry.heading, bold, 12);
    if (entry.when) write(entry.when, regular, 10, true);
    y -= 4;
    write(entry.text, regular, 11);
    y -= 14;
  }
  return doc.save();
}
