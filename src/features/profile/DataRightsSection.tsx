import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DELETE_CONFIRMATION_WORD } from '../../../schemas/dataRights';
import type { DataRightsCalls } from '../../api/dataRightsCalls';
import { saveFile } from '../../browser/saveFile';
import { useAllNotes } from '../../myEvent/MyEventProvider';
import { NOTES_FILE } from '../../myEvent/NotesDownload';
import { notesPdf } from '../../myEvent/notesPdf';
import { servedPdfFonts } from '../../myEvent/notesPdfFonts';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useFormSubmission } from '../../ui/useFormSubmission';
import { useAccountDeletion } from './accountDeletion.live';
import { PERSONAL_DATA_ZIP, personalDataZip } from '../../people/personalDataZip';
import type { DescribeNote } from './ProfileNotes';
import { Muted, Section } from './ProfileDetails';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface DataRightsProps {
  email: string;
  calls: DataRightsCalls;
  describeNote: DescribeNote;
  /** The account is gone: sign out here and say so on the sign-in page. */
  onDeleted: () => void;
}

/**
 * 'Your data' on the own profile: 'Download my data' (a ZIP of everything the server holds about the person,
 * with the notes PDF made by the same code as My Notes), and 'Delete my account' behind a dialog that asks for
 * the e-mail address or DELETE to be typed.
 */
export function DataRightsSection({ email, calls, describeNote, onDeleted }: DataRightsProps) {
  const { t } = useTranslation('people');
  const notes = useAllNotes();
  const download = useFormSubmission(async () => {
    const data = await calls.myData();
    const entries = notes().map((n) => ({ ...describeNote(n.anchor), text: n.text }));
    const pdf = entries.length > 0 ? await notesPdf(t('profile.notesTitle'), entries, servedPdfFonts) : null;
    const zip = personalDataZip(data, pdf, NOTES_FILE);
    saveFile(new Blob([new Uint8Array(zip)], { type: 'application/zip' }), PERSONAL_DATA_ZIP);
  });
  const { view, send } = useAccountDeletion(email, calls.deleteMe);
  useEffect(() => {
    if (view.deleted) onDeleted();
  }, [view.deleted, onDeleted]);
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (view.canConfirm) send({ type: 'ACCOUNT.CONFIRM' });
  };
  return (
    <Section aria-labelledby="profile-data-rights" data-testid="data-rights">
      <h2 id="profile-data-rights">{t('dataRights.heading')}</h2>
      <Muted>{t('dataRights.intro')}</Muted>
      <Row>
        <Button
          type="button"
          $variant="secondary"
          data-state={download.view.state}
          disabled={download.view.sending}
          onClick={() => download.submit(null)}
        >
          {download.view.sending ? t('dataRights.preparing') : t('dataRights.download')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={!view.canOpen}
          onClick={() => send({ type: 'ACCOUNT.OPEN' })}
        >
          {t('dataRights.delete')}
        </Button>
      </Row>
      {download.view.failure ? <Alert tone="error">{download.view.failure}</Alert> : null}
      <Modal
        open={view.dialogOpen}
        title={t('dataRights.deleteTitle')}
        onClose={() => view.canCancel && send({ type: 'ACCOUNT.CANCEL' })}
      >
        <Form noValidate onSubmit={confirm} data-state={view.state} data-testid="delete-account">
          <Alert tone="warning">{t('dataRights.warning')}</Alert>
          <Field
            label={t('dataRights.confirmLabel', { email, word: DELETE_CONFIRMATION_WORD })}
            name="confirm"
            value={view.typed}
            autoComplete="off"
            disabled={view.deleting}
            onChange={(text) => send({ type: 'ACCOUNT.TYPE', text })}
          />
          {view.failure ? <Alert tone="error">{view.failure}</Alert> : null}
          <Buttons>
            <Button
              type="button"
              $variant="secondary"
              disabled={!view.canCancel}
              onClick={() => send({ type: 'ACCOUNT.CANCEL' })}
            >
              {t('dataRights.cancel')}
            </Button>
            <Button type="submit" disabled={!view.canConfirm}>
              {view.deleting ? t('dataRights.deleting') : t('dataRights.confirmDelete')}
            </Button>
          </Buttons>
        </Form>
      </Modal>
    </Section>
  );
}
