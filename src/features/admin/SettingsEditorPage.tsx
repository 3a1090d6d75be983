import { useMachine } from '@xstate/react';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n';
import styled from 'styled-components';
import { settingsEditorView } from '../../../machines/settingsEditor.view';
import { EventConfig } from '../../../schemas/eventConfig';
import type { SettingsEditorCalls } from '../../api/settingsEditorCalls';
import { inspect } from '../../browser/inspection';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Loading';
import { PageTitle } from '../../ui/PageTitle';
import { liveSettingsEditor } from './settingsEditor.live';
import { SettingsForm } from './settingsForm/SettingsForm';
import { groupOf } from './settingsForm/schemaFields';
import { SettingsVersions } from './SettingsVersions';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h1, h2, p { margin: 0; }
  h2 { font-size: 1.125rem; }
  .hint { color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
  .problem { color: ${({ theme }) => theme.colors.danger}; font-size: 0.875rem; font-weight: 600; }
  .warning {
    background: ${({ theme }) => theme.colors.warningBg};
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.875rem;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius};
  }
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.wide}px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  .group {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  }
  .group .group { margin-top: ${({ theme }) => theme.space(3)}; }
  summary { font-weight: 700; cursor: pointer; min-height: 24px; }
  .field {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    margin-top: ${({ theme }) => theme.space(3)};
  }
  .field > label { font-weight: 600; overflow-wrap: anywhere; }
  .choice { display: inline-flex; gap: ${({ theme }) => theme.space(2)}; align-items: center; }
  input[type='text'], input[type='url'], select, textarea {
    font: inherit;
    min-height: 40px;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    max-width: 100%;
  }
  textarea { font-family: ui-monospace, monospace; font-size: 0.875rem; }
  [aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  .colour { display: flex; gap: ${({ theme }) => theme.space(2)}; align-items: center; }
  input[type='color'] { width: 44px; height: 40px; padding: 2px; flex: none; }
  .upload { display: inline-flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(2)}; align-items: center; font-size: 0.875rem; }
  input[type='file'] { font: inherit; max-width: 100%; }
  .preview { max-width: 240px; max-height: 120px; object-fit: contain; align-self: flex-start; }
`;
const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;
const Side = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  .versions ol { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space(2)}; }
  .versions li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/**
 * Event settings at /main/admin/settings (admins): the event's configuration document as a form generated from
 * its schema, checked at every change (the message next to the field, and no save while one is wrong), a live
 * preview of the draft (`preview`, drawn by the app), and the saved versions with an undo to each.
 * Rendered from the settingsEditor machine.
 */
export function SettingsEditorPage({
  calls,
  preview,
}: {
  calls: SettingsEditorCalls;
  preview: (draft: Readonly<Record<string, unknown>>) => ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [logic] = useState(() => liveSettingsEditor(calls));
  const [snapshot, send] = useMachine(logic, { inspect });
  const view = settingsEditorView(snapshot);
  const form = useMemo(() => groupOf(EventConfig.ast), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SETTINGS.SAVE' });
  };
  const elsewhere = Object.entries(view.errors).filter(([path]) => path === '(document)');
  return (
    <Page data-testid="settings-editor" data-state={view.state}>
      <PageTitle page={t('settingsEditor.title')} />
      <h1>{t('settingsEditor.title')}</h1>
      <p>{t('settingsEditor.intro')}</p>
      {view.loading ? <Loading /> : null}
      {view.failure ? (
        <Alert tone="error" title={t(view.canRetry ? 'settingsEditor.loadFailed' : 'settingsEditor.failed')}>
          <p data-testid="settings-failure">{view.failure}</p>
          {elsewhere.map(([path, message]) => (
            <p key={path}>{message}</p>
          ))}
          {view.canRetry ? (
            <Button type="button" onClick={() => send({ type: 'SETTINGS.RETRY' })}>
              {t('settingsEditor.retry')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {view.version === null ? null : (
        <Columns>
          <Form noValidate onSubmit={submit} aria-busy={view.busy} aria-label={t('settingsEditor.title')}>
            <SettingsForm
              group={form}
              generalTitle={t('settingsEditor.general')}
              draft={view.draft}
              errors={view.errors}
              disabled={!view.canEdit}
              onEdit={(path, value) => send({ type: 'SETTINGS.EDIT', path, value })}
              onUpload={
                view.canUpload ? (path, file) => send({ type: 'SETTINGS.UPLOAD', path, file }) : undefined
              }
              uploading={view.uploading}
            />
            <Bar>
              <Button type="submit" disabled={!view.canSave}>
                {t(view.busy ? 'settingsEditor.saving' : 'settingsEditor.save')}
              </Button>
              <Button
                type="button"
                $variant="secondary"
                disabled={!view.canDiscard}
                onClick={() => send({ type: 'SETTINGS.DISCARD' })}
              >
                {t('settingsEditor.discard')}
              </Button>
              <span role="status" data-testid="settings-notice">
                {view.notice ? t(view.notice, { version: view.version }) : ''}
              </span>
            </Bar>
          </Form>
          <Side aria-label={t('settingsEditor.side')}>
            <section aria-labelledby="settings-preview" data-testid="settings-preview">
              <h2 id="settings-preview">{t('settingsEditor.preview')}</h2>
              {preview(view.draft)}
            </section>
            <SettingsVersions
              versions={view.versions}
              current={view.version}
              restoring={view.restoring}
              canRestore={view.canRestore}
              onRestore={(version) => send({ type: 'SETTINGS.RESTORE', version })}
            />
          </Side>
        </Columns>
      )}
    </Page>
  );
}
