import { Schema } from 'effect';
import { TextUpTo } from './input';

/**
 * Certificates and the transcript (002 §6, §7 see_user_certificate_links, see_user_transcript), on the user's
 * own profile only. A certificate is issued per credit type the user has earned; the transcript lists the
 * sessions whose credits the user earned, with dates and values. Both download as PDF.
 */
export const Certificate = Schema.Struct({
  id: Schema.String,
  certificate_label: Schema.String,
  /** The PDF's address under /api. */
  certificate_link: Schema.String,
  /** The credit type's total, 2 decimals. */
  value: Schema.Number,
});
export type Certificate = typeof Certificate.Type;

export const CertificatesReply = Schema.Struct({ success: Schema.Boolean, data: Schema.Array(Certificate) });
export type CertificatesReply = typeof CertificatesReply.Type;

export const TranscriptRow = Schema.Struct({
  session_id: Schema.Number,
  title: Schema.String,
  /** The session's start (ms), or null for on-demand items. */
  start_time_unix: Schema.NullOr(Schema.Number),
  /** When the credits were earned (ms). */
  earned_at: Schema.Number,
  credits: Schema.Array(Schema.Struct({ label: Schema.String, value: Schema.Number })),
});
export type TranscriptRow = typeof TranscriptRow.Type;

export const TranscriptReply = Schema.Struct({
  rows: Schema.Array(TranscriptRow),
  totals: Schema.Array(Schema.Struct({ label: Schema.String, value: Schema.Number })),
  /** The PDF's address under /api. */
  download: Schema.String,
});
export type TranscriptReply = typeof TranscriptReply.Type;

/** GET /api/certificates/{file}: the credit type's credit_num_select with `.pdf`. */
export const CertificateFileParam = Schema.Struct({
  file: TextUpTo(104).pipe(
    Schema.pattern(/^[^/]{1,100}\.pdf$/, { message: () => 'file must be a credit type followed by .pdf' }),
  ),
});
