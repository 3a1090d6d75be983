import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TranscriptRow } from '../../../schemas/certificate';
import { CREDITS } from '../../../schemas/constants';
import type { CreditCalls } from '../../api/creditCalls';
import { formatInstant } from '../../i18n/dates';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { Loading } from '../../ui/Loading';
import { useResourceLoad } from '../../ui/useResourceLoad';
import { pdfFileName } from './creditsDownload';
import { PdfDownloadButton } from './PdfDownloadButton';
import { Muted, Section } from './ProfileDetails';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td {
    text-align: start;
    vertical-align: top;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tfoot th, tfoot td { font-weight: 700; border-bottom: 0; }
`;

type Credit = TranscriptRow['credits'][number];

const creditsText = (credits: readonly Credit[]) =>
  credits.map((c) => `${c.label} ${c.value.toFixed(CREDITS.VALUE_DECIMALS)}`).join(', ');

/**
 * The own profile's Transcript tab (002 §6): the sessions whose credits the user earned, each with its date in
 * the zone times are shown in (the session's start, or when the credits were earned for on-demand items) and its
 * credits, the totals, and Download PDF; or 'No transcript added'.
 */
export function TranscriptTab({
  calls,
  title,
  timeZone,
}: {
  calls: Pick<CreditCalls, 'transcript' | 'pdf'>;
  /** transcript_config.title, when set. */
  title?: string | undefined;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('people');
  const { view, retry } = useResourceLoad(() => calls.transcript());
  const heading = title || t('profile.transcript');
  const dateOf = (row: TranscriptRow) =>
    formatInstant(row.start_time_unix ?? row.earned_at, { language: i18n.language, timeZone, style: 'date' });
  return (
    <Section aria-labelledby="profile-transcript" data-testid="transcript" data-state={view.status}>
      <h2 id="profile-transcript">{heading}</h2>
      {view.status === 'loading' ? <Loading /> : null}
      {view.status === 'failed' ? <LoadFailedAlert view={view} retry={retry} /> : null}
      {view.status === 'loaded' && view.value.rows.length === 0 ? (
        <Muted>{t('profile.noTranscript')}</Muted>
      ) : null}
      {view.status === 'loaded' && view.value.rows.length > 0 ? (
        <>
          <div>
            <PdfDownloadButton
              fetchPdf={() => calls.pdf(view.value.download)}
              fileName={pdfFileName(heading, 'transcript')}
              label={t('profile.downloadPdf')}
              testId="transcript-download"
            />
          </div>
          <Table aria-labelledby="profile-transcript">
            <thead>
              <tr>
                <th scope="col">{t('profile.transcriptSession')}</th>
                <th scope="col">{t('profile.transcriptDate')}</th>
                <th scope="col">{t('profile.transcriptCredits')}</th>
              </tr>
            </thead>
            <tbody>
              {view.value.rows.map((row) => (
                <tr key={row.session_id} data-testid="transcript-row">
                  <td>{row.title}</td>
                  <td>{dateOf(row)}</td>
                  <td>{creditsText(row.credits)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-testid="transcript-totals">
                <th scope="row" colSpan={2}>
                  {t('profile.transcriptTotals')}
                </th>
                <td>{creditsText(view.value.totals)}</td>
              </tr>
            </tfoot>
          </Table>
        </>
      ) : null}
    </Section>
  );
}
