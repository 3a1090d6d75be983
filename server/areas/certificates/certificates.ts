import type { CertificatesReply, TranscriptReply } from '../../../schemas/certificate';
import { NotFound } from '../../../schemas/errors';
import { isOn } from '../../../schemas/eventConfig';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import { fromHundredths } from '../credits/offers';
import { earnedOf } from '../credits/queries';
import type { EventRow } from '../events/queries';
import { certificatePdf } from './certificatePdf';
import { longDate } from './dates';
import { plainTitle } from './pdfText';
import { sessionsById } from './queries';
import { certificatesOf, type CreditNames, transcriptOf } from './records';
import { transcriptPdf } from './transcriptPdf';

interface Actor {
  event: EventRow;
  user: UserRow;
}

export const CERTIFICATES_OFF = 'Certificates are not offered at this event.';
export const TRANSCRIPT_OFF = 'Transcripts are not offered at this event.';
export const NO_CERTIFICATE = 'You have not earned credits of this type.';
export const DEFAULT_CERTIFICATE_TITLE = 'Certificate of Completion';
export const DEFAULT_TRANSCRIPT_TITLE = 'Transcript';

export interface PdfFile {
  bytes: Uint8Array;
  filename: string;
}

export type Certificates = ReturnType<typeof createCertificates>;

const fileName = (text: string) =>
  `${text.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'file'}.pdf`;

const fullName = (u: UserRow) =>
  `${[u.firstname, u.lastname].filter(Boolean).join(' ')}${u.degrees ? `, ${u.degrees}` : ''}`;

const namesOf =
  (event: EventRow): CreditNames =>
  (id, earnedName) =>
    event.config.credits_config?.options?.find((o) => o.credit_num_select === id)?.credit_name ?? earnedName;

/**
 * Certificates and the transcript (002 §6, §7) of the signed-in user's own earned credits: one certificate per
 * credit type, the transcript of every session; each also as a PDF. Off (404) unless the event turns them on.
 */
export function createCertificates(db: Db, clock: { now(): number }) {
  const zone = (event: EventRow) => event.config.timezone || event.config.virtualapp_timezone;
  const certificatesOn = (event: EventRow) => {
    if (!isOn(event.config.basic_certificate_config?.enabled))
      throw new NotFound({ message: CERTIFICATES_OFF });
  };
  const transcriptOn = (event: EventRow) => {
    if (!isOn(event.config.transcript_config?.enabled)) throw new NotFound({ message: TRANSCRIPT_OFF });
  };
  const dayOf = (event: EventRow, start: number | null, earnedAt: number) =>
    start === null ? `On demand, completed ${longDate(earnedAt, zone(event))}` : longDate(start, zone(event));

  async function transcript({ event, user }: Actor): Promise<TranscriptReply> {
    const rows = await earnedOf(db, event.id, user.uuid);
    const sessions = await sessionsById(
      db,
      event.id,
      rows.map((r) => r.sessionId),
    );
    return transcriptOf(rows, sessions, namesOf(event));
  }

  return {
    async list({ event, user }: Actor): Promise<CertificatesReply> {
      certificatesOn(event);
      return { success: true, data: certificatesOf(await earnedOf(db, event.id, user.uuid), namesOf(event)) };
    },

    async certificatePdf({ event, user }: Actor, id: string): Promise<PdfFile> {
      certificatesOn(event);
      const rows = (await earnedOf(db, event.id, user.uuid)).filter((r) => r.creditNumSelect === id);
      const [first] = rows;
      if (!first) throw new NotFound({ message: NO_CERTIFICATE });
      const creditName = namesOf(event)(id, first.creditName);
      const sessions = await sessionsById(
        db,
        event.id,
        rows.map((r) => r.sessionId),
      );
      const config = event.config.basic_certificate_config;
      const bytes = await certificatePdf({
        heading: config?.title || DEFAULT_CERTIFICATE_TITLE,
        eventTitle: event.config.title ?? event.title,
        fullName: fullName(user),
        creditName,
        total: fromHundredths(rows.reduce((sum, r) => sum + r.hundredths, 0)),
        sessions: rows.map((r) => {
          const session = sessions.get(r.sessionId);
          return {
            title: session ? plainTitle(session.title) : `Session ${r.sessionId}`,
            date: dayOf(event, session?.start_time_unix ?? null, r.earnedAt),
            value: fromHundredths(r.hundredths),
          };
        }),
        ...(config?.signed_by ? { signedBy: config.signed_by } : {}),
        issued: longDate(clock.now(), zone(event)),
      });
      return { bytes, filename: fileName(`${creditName} Certificate`) };
    },

    async transcript(actor: Actor): Promise<TranscriptReply> {
      transcriptOn(actor.event);
      return transcript(actor);
    },

    async transcriptPdf(actor: Actor): Promise<PdfFile> {
      const { event, user } = actor;
      transcriptOn(event);
      const data = await transcript(actor);
      const heading = event.config.transcript_config?.title || DEFAULT_TRANSCRIPT_TITLE;
      const bytes = await transcriptPdf({
        heading,
        eventTitle: event.config.title ?? event.title,
        fullName: fullName(user),
        rows: data.rows.map((r) => ({
          title: r.title,
          date: dayOf(event, r.start_time_unix, r.earned_at),
          credits: r.credits,
        })),
        totals: data.totals,
        issued: longDate(clock.now(), zone(event)),
      });
      return { bytes, filename: fileName(heading) };
    },
  };
}
