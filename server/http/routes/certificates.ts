import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  CertificateFileParam,
  type CertificatesReply,
  type TranscriptReply,
} from '../../../schemas/certificate';
import type { Certificates, PdfFile } from '../../areas/certificates/certificates';
import { actorOf } from '../actor';
import type { AppEnv } from '../env';
import { decode } from '../validate';

const pdf = (c: Context<AppEnv>, file: PdfFile) =>
  c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${file.filename}"`,
    'cache-control': 'private, no-store',
  });

/**
 * The signed-in user's own certificates and transcript (002 §7): GET /api/certificates and
 * /api/certificates/{credit type}.pdf, GET /api/transcript and /api/transcript.pdf.
 */
export function certificateRoutes(certificates: Certificates) {
  const app = new Hono<AppEnv>();
  app.get('/certificates', async (c) => {
    const reply: CertificatesReply = await certificates.list(actorOf(c));
    c.header('Cache-Control', 'private, no-store');
    return c.json(reply);
  });
  app.get('/certificates/:file', async (c) => {
    const { file } = decode(CertificateFileParam, c.req.param(), 'certificate');
    return pdf(c, await certificates.certificatePdf(actorOf(c), file.slice(0, -'.pdf'.length)));
  });
  app.get('/transcript', async (c) => {
    const reply: TranscriptReply = await certificates.transcript(actorOf(c));
    c.header('Cache-Control', 'private, no-store');
    return c.json(reply);
  });
  app.get('/transcript.pdf', async (c) => pdf(c, await certificates.transcriptPdf(actorOf(c))));
  return app;
}
