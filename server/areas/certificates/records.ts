import type { Certificate, TranscriptReply, TranscriptRow } from '../../../schemas/certificate';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import { fromHundredths } from '../credits/offers';
import type { EarnedRow } from '../credits/queries';
import { plainTitle } from './pdfText';

export const TRANSCRIPT_LINK = '/api/transcript.pdf';
export const certificateLink = (creditNumSelect: string) =>
  `/api/certificates/${encodeURIComponent(creditNumSelect)}.pdf`;

/** A credit type's name: the event's current one, else the one it had when earned. */
export type CreditNames = (creditNumSelect: string, earnedName: string) => string;

const sum = (rows: readonly EarnedRow[]) =>
  fromHundredths(rows.reduce((total, r) => total + r.hundredths, 0));

/** The credit types in the order first earned, each with its rows. */
function byType(rows: readonly EarnedRow[]) {
  const types = new Map<string, EarnedRow[]>();
  for (const r of rows) types.set(r.creditNumSelect, [...(types.get(r.creditNumSelect) ?? []), r]);
  return types;
}

/** One certificate per credit type earned, with its total (002 §3 Certificate). */
export function certificatesOf(rows: readonly EarnedRow[], names: CreditNames): Certificate[] {
  return [...byType(rows)].map(([id, earned]) => ({
    id,
    certificate_label: `${names(id, earned[0]?.creditName ?? id)} Certificate`,
    certificate_link: certificateLink(id),
    value: sum(earned),
  }));
}

/** The sessions whose credits the user earned, in the order earned, with their credits and the totals. */
export function transcriptOf(
  rows: readonly EarnedRow[],
  sessions: ReadonlyMap<number, SessionItemDoc>,
  names: CreditNames,
): TranscriptReply {
  const bySession = new Map<number, EarnedRow[]>();
  for (const r of rows) bySession.set(r.sessionId, [...(bySession.get(r.sessionId) ?? []), r]);
  const transcriptRows: TranscriptRow[] = [...bySession].map(([sessionId, earned]) => {
    const session = sessions.get(sessionId);
    return {
      session_id: sessionId,
      title: session ? plainTitle(session.title) : `Session ${sessionId}`,
      start_time_unix: session?.start_time_unix ?? null,
      earned_at: Math.min(...earned.map((r) => r.earnedAt)),
      credits: earned.map((r) => ({
        label: names(r.creditNumSelect, r.creditName),
        value: fromHundredths(r.hundredths),
      })),
    };
  });
  const totals = [...byType(rows)].map(([id, earned]) => ({
    label: names(id, earned[0]?.creditName ?? id),
    value: sum(earned),
  }));
  return { rows: transcriptRows, totals, download: TRANSCRIPT_LINK };
}
