import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n';
import styled from 'styled-components';
import { DELETE_CONFIRMATION_WORD, type DataRightsLogEntry } from '../../../schemas/dataRights';
import type { AdminDataRightsCalls } from '../../api/dataRightsCalls';
import { saveFile } from '../../browser/saveFile';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Loading } from '../../ui/Loading';
import { PageTitle } from '../../ui/PageTitle';
import { useFormSubmission } from '../../ui/useFormSubmission';
import { useResourceLoad } from '../../ui/useResourceLoad';
import { personalDataZip } from '../../people/personalDataZip';
import { AdminPage, AdminTable, adminBox, TableScroll } from './adminLayout';

const Box = styled.section`
  ${adminBox}
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * Data rights for admins (Administration): a person's data downloaded or their account deleted on their request
 * (by uuid; the deletion typed DELETE), and the audit log of every export and deletion, newest first.
 */
export function DataRightsPage({ calls }: { calls: AdminDataRightsCalls }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const [uuid, setUuid] = useState('');
  const [confirm, setConfirm] = useState('');
  const [round, setRound] = useState(0);
  const done = () => setRound((n) => n + 1);
  const download = useFormSubmission(async (who: string) => {
    const zip = personalDataZip(await calls.personData(who), null, '');
    saveFile(new Blob([new Uint8Array(zip)], { type: 'application/zip' }), `data-${who}.zip`);
    done();
  });
  const erase = useFormSubmission(async (values: { who: string; confirm: string }) => {
    await calls.deletePerson(values.who, values.confirm);
    setConfirm('');
    done();
  });
  const who = uuid.trim();
  return (
    <AdminPage data-testid="data-rights-admin">
      <PageTitle page={t('dataRights.adminTitle')} />
      <h1>{t('dataRights.adminTitle')}</h1>
      <Box aria-labelledby="data-rights-person">
        <h2 id="data-rights-person">{t('dataRights.personHeading')}</h2>
        <Field label={t('dataRights.personUuid')} name="uuid" value={uuid} onChange={setUuid} />
        <Row>
          <Button
            type="button"
            $variant="secondary"
            disabled={!who || download.view.sending}
            onClick={() => download.submit(who)}
          >
            {t('dataRights.adminDownload')}
          </Button>
        </Row>
        {download.view.failure ? <Alert tone="error">{download.view.failure}</Alert> : null}
        <Alert tone="warning">{t('dataRights.adminWarning')}</Alert>
        <Field
          label={t('dataRights.adminConfirmLabel', { word: DELETE_CONFIRMATION_WORD })}
          name="confirm"
          value={confirm}
          autoComplete="off"
          onChange={setConfirm}
        />
        <Row>
          <Button
            type="button"
            disabled={!who || confirm.trim() !== DELETE_CONFIRMATION_WORD || erase.view.sending}
            onClick={() => erase.submit({ who, confirm })}
          >
            {t('dataRights.adminDelete')}
          </Button>
        </Row>
        {erase.view.notice === 'sent' ? <Alert tone="info">{t('dataRights.adminDeleted')}</Alert> : null}
        {erase.view.failure ? <Alert tone="error">{erase.view.failure}</Alert> : null}
      </Box>
      <AuditLog key={round} calls={calls} language={i18n.language} />
    </AdminPage>
  );
}

function AuditLog({ calls, language }: { calls: AdminDataRightsCalls; language: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { view } = useResourceLoad(() => calls.log());
  const when = (at: number) => new Date(at).toLocaleString(language);
  const name = (p: DataRightsLogEntry['actor']) => p.name || p.uuid;
  return (
    <Box aria-labelledby="data-rights-log">
      <h2 id="data-rights-log">{t('dataRights.logHeading')}</h2>
      {view.status === 'loading' ? <Loading /> : null}
      {view.status === 'failed' ? <Alert tone="error">{view.message}</Alert> : null}
      {view.status === 'loaded' && view.value.entries.length === 0 ? <p>{t('dataRights.logEmpty')}</p> : null}
      {view.status === 'loaded' && view.value.entries.length > 0 ? (
        // Focusable so that a keyboard can scroll the table sideways on a narrow screen.
        <TableScroll tabIndex={0} role="group" aria-labelledby="data-rights-log">
          <AdminTable>
            <thead>
              <tr>
                <th scope="col">{t('dataRights.logWhen')}</th>
                <th scope="col">{t('dataRights.logAction')}</th>
                <th scope="col">{t('dataRights.logBy')}</th>
                <th scope="col">{t('dataRights.logFor')}</th>
              </tr>
            </thead>
            <tbody>
              {view.value.entries.map((e) => (
                <tr key={e.id}>
                  <td>{when(e.at)}</td>
                  <td>{e.action === 'export' ? t('dataRights.logExport') : t('dataRights.logDelete')}</td>
                  <td>{e.by_admin ? name(e.actor) : t('dataRights.logThemselves')}</td>
                  <td>{name(e.subject)}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        </TableScroll>
      ) : null}
    </Box>
  );
}
