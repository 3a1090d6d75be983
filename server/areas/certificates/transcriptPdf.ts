import { PDFDocument, StandardFonts } from 'pdf-lib';
import { credits } from './certificatePdf';
import { textFlow } from './pdfText';

export interface TranscriptData {
  /** transcript_config.title, or a default. */
  heading: string;
  eventTitle: string;
  fullName: string;
  rows: readonly { title: string; date: string; credits: readonly { label: string; value: number }[] }[];
  totals: readonly { label: string; value: number }[];
  issued: string;
}

/** The user's transcript as a PDF: each session with its date and credits, then the totals per credit type. */
export async function transcriptPdf(data: TranscriptData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${data.heading}: ${data.fullName}`);
  doc.setSubject(data.eventTitle);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const flow = textFlow(doc);
  flow.write(data.heading, bold, 22);
  flow.write(data.eventTitle, regular, 13, { grey: true });
  flow.space(8);
  flow.write(data.fullName, bold, 15);
  flow.space(16);
  for (const row of data.rows) {
    flow.write(row.title, bold, 12);
    flow.write(row.date, regular, 10, { grey: true });
    flow.write(row.credits.map((c) => `${c.label} ${credits(c.value)}`).join(', '), regular, 11, {
      indent: 8,
    });
    flow.space(8);
  }
  flow.space(8);
  flow.write('Totals', bold, 13);
  for (const t of data.totals) flow.write(`${t.label}: ${credits(t.value)}`, regular, 12, { indent: 8 });
  flow.space(16);
  flow.write(`Issued ${data.issued}`, regular, 10, { grey: true });
  return doc.save();
}
