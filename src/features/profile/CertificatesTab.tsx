import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CREDITS } from '../../../schemas/constants';
import type { CreditCalls } from '../../api/creditCalls';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { Loading } from '../../ui/Loading';
import { useResourceLoad } from '../../ui/useResourceLoad';
import { pdfFileName } from './creditsDownload';
import { PdfDownloadButton } from './PdfDownloadButton';
import { Muted, Section } from './ProfileDetails';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child { border-bottom: 0; }
  h3 { margin: 0; font-size: 1rem; overflow-wrap: anywhere; }
`;

/**
 * The own profile's Certificate tab (002 §6): a certificate per credit type earned, with its credits and a
 * Download button for its PDF, or 'No certificates added'.
 */
export function CertificatesTab({
  calls,
  title,
}: {
  calls: Pick<CreditCalls, 'certificates' | 'pdf'>;
  /** basic_certificate_config.title, when set. */
  title?: string | undefined;
}) {
  const { t } = useTranslation('people');
  const { view, retry } = useResourceLoad(() => calls.certificates());
  return (
    <Section aria-labelledby="profile-certificates" data-testid="certificates" data-state={view.status}>
      <h2 id="profile-certificates">{title || t('profile.certificates')}</h2>
      {view.status === 'loading' ? <Loading /> : null}
      {view.status === 'failed' ? <LoadFailedAlert view={view} retry={retry} /> : null}
      {view.status === 'loaded' && view.value.data.length === 0 ? (
        <Muted>{t('profile.noCertificates')}</Muted>
      ) : null}
      {view.status === 'loaded' && view.value.data.length > 0 ? (
        <List>
          {view.value.data.map((c) => (
            <li key={c.id} data-testid="certificate">
              <div>
                <h3>{c.certificate_label}</h3>
                <Muted>{t('profile.creditValue', { value: c.value.toFixed(CREDITS.VALUE_DECIMALS) })}</Muted>
              </div>
              <PdfDownloadButton
                fetchPdf={() => calls.pdf(c.certificate_link)}
                fileName={pdfFileName(c.certificate_label, 'certificate')}
                label={t('profile.download')}
                name={t('profile.downloadCertificate', { label: c.certificate_label })}
                testId="certificate-download"
              />
            </li>
          ))}
        </List>
      ) : null}
    </Section>
  );
}
