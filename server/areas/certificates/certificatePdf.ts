import { PDFDocument, StandardFonts } from 'pdf-lib';
import { textFlow } from './pdfText';

export interface CertificateData {
  /** The certificate's heading (basic_certificate_config.title, or a default). */
  heading: string;
  eventTitle: string;
  fullName: string;
  creditName: string;
  total: number;
  /** The sessions that earned it, each with its date (or "On demand") and its value. */
  sessions: readonly { title: string; date: string; value: number }[];
  /** Who signs it (basic_certificate_config.signed_by), if anyone. */
  signedBy?: string;
  /** The day it was made. */
  issued: string;
}

export const credits = (n: number) => n.toFixed(2);

/** A certificate of one credit type as a PDF: heading, who earned how much at which event, the sessions, signature. */
export async function certificatePdf(data: CertificateData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${data.creditName} Certificate: ${data.fullName}`);
  doc.setSubject(data.eventTitle);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const flow = textFlow(doc);
  flow.space(40);
  flow.write(data.heading, bold, 26, { center: true });
  flow.space(24);
  flow.write('This certifies that', regular, 13, { center: true, grey: true });
  flow.space(8);
  flow.write(data.fullName, bold, 22, { center: true });
  flow.space(8);
  flow.write(`has earned ${credits(data.total)} ${data.creditName} credits at`, regular, 13, {
    center: true,
    grey: true,
  });
  flow.space(4);
  flow.write(data.eventTitle, bold, 16, { center: true });
  flow.space(32);
  flow.write('Sessions', bold, 13);
  flow.space(4);
  for (const s of data.sessions) {
    flow.write(`${s.date}: ${s.title} (${credits(s.value)} ${data.creditName})`, regular, 11, { indent: 8 });
  }
  flow.space(40);
  if (data.signedBy) {
    flow.write('Signed', regular, 10, { grey: true });
    flow.write(data.signedBy, bold, 13);
    flow.space(8);
  }
  flow.write(`Issued ${data.issued}`, regular, 10, { grey: true });
  return doc.save();
}
