import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n';
import styled from 'styled-components';
import type { NotificationCalls } from '../../api/notificationCalls';
import { Alert } from '../../ui/Alert';
import { useResourceLoad } from '../../ui/useResourceLoad';
import { NotificationsTable } from './NotificationsTable';
import { PublishForm } from './PublishForm';
import { valuesOf } from './publishForm';
import { PageTitle } from '../../ui/PageTitle';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  h1, h2 { margin: 0; }
`;

export const PUBLISHING_PATH = '/main/admin/publishing';
export const editPath = (id: string) => `${PUBLISHING_PATH}/${encodeURIComponent(id)}/edit`;

/** The existing notifications, read again each time `version` changes; the form to edit one when `editId` is set. */
function Existing({
  calls,
  timeZone,
  editId,
  onChanged,
  onDoneEditing,
}: {
  calls: NotificationCalls;
  timeZone: string;
  editId: string | null;
  onChanged: () => void;
  onDoneEditing: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { view } = useResourceLoad(async () => (await calls.all()).notifications);
  if (view.status === 'loading') return <p>{t('common.loading')}</p>;
  if (view.status !== 'loaded')
    return <Alert tone="error">{view.status === 'failed' ? view.message : t('publishing.failed')}</Alert>;
  const editing = editId ? view.value.find((n) => n._id === editId) : undefined;
  return (
    <>
      {editing && (
        <section aria-labelledby="edit-heading">
          <h2 id="edit-heading">{t('publishing.edit')}</h2>
          <PublishForm
            key={editing._id}
            initial={valuesOf(editing, timeZone)}
            timeZone={timeZone}
            send={(request) => calls.update(editing._id, request)}
            onSaved={onChanged}
            onCancel={onDoneEditing}
          />
        </section>
      )}
      <section aria-labelledby="existing-heading">
        <h2 id="existing-heading">{t('publishing.existing')}</h2>
        <NotificationsTable
          notifications={view.value}
          timeZone={timeZone}
          editPath={editPath}
          onDelete={async (id) => {
            await calls.remove(id);
            onChanged();
          }}
        />
      </section>
    </>
  );
}

/** Publish Notification at /main/admin/publishing, and editing one at /main/admin/publishing/{id}/edit (admins). */
export function PublishingPage({
  calls,
  timeZone,
  editId,
  onDoneEditing,
}: {
  calls: NotificationCalls;
  timeZone: string;
  editId: string | null;
  onDoneEditing: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((n) => n + 1);
  return (
    <Page data-testid="publishing-page">
      <PageTitle page={t('publishing.title')} />
      <h1>{t('publishing.title')}</h1>
      {editId === null && (
        <PublishForm timeZone={timeZone} send={(request) => calls.create(request)} onSaved={changed} />
      )}
      <Existing
        key={`${version}-${editId ?? ''}`}
        calls={calls}
        timeZone={timeZone}
        editId={editId}
        onChanged={changed}
        onDoneEditing={onDoneEditing}
      />
    </Page>
  );
}
