import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n';
import styled from 'styled-components';
import {
  IMPORT_STEP_TEXT_KEYS,
  type ImportProgressView,
  programImportView,
} from '../../../machines/programImport.view';
import {
  type GoneSession,
  type ProgramImportReply,
  SCHEDULE_MAX_BYTES,
} from '../../../schemas/programImport';
import type { ProgramImportCalls } from '../../api/programImportCalls';
import { inspect } from '../../browser/inspection';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { AdminPage, adminBox } from './adminLayout';
import { liveProgramImport } from './programImport.live';

const MAX_MB = SCHEDULE_MAX_BYTES / 1024 / 1024;

const Form = styled.form`
  ${adminBox}
  align-items: flex-start;
  label { font-weight: 600; }
  input[type='file'] { max-width: 100%; font: inherit; }
  .choice { display: inline-flex; gap: ${({ theme }) => theme.space(2)}; align-items: flex-start; font-weight: 400; }
  .choice input { margin-top: 0.3em; flex: none; }
  .hint { color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
  .problem { color: ${({ theme }) => theme.colors.danger}; }
`;
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 100%;
`;
const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  align-items: center;
  progress { width: 100%; height: 1rem; grid-column: 1 / -1; accent-color: ${({ theme }) => theme.colors.primary}; }
`;
const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
  dd { margin: 0; font-size: 1.5rem; font-weight: 700; }
`;
const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  ul { margin: 0; padding-inline-start: ${({ theme }) => theme.space(5)}; overflow-wrap: anywhere; }
  h2:focus { outline: none; }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The bar of the step going on: bytes uploaded, then rows written; without a total, it only moves. */
function ImportProgress({ progress }: { progress: ImportProgressView }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const { step, value, max } = progress;
  const figure =
    max === null || max === 0
      ? ''
      : step === 'importing'
        ? t('programImport.rows', { done: value, total: max })
        : new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(value / max);
  return (
    <Bar data-testid="import-progress" data-step={step}>
      <span id={id} role="status">
        {t(IMPORT_STEP_TEXT_KEYS[step])}
      </span>
      <span aria-hidden="true">{figure}</span>
      <progress aria-labelledby={id} {...(max === null ? {} : { max: Math.max(max, 1), value })} />
    </Bar>
  );
}

/** A heading that takes the focus when it appears: the answer of what was just asked for. */
function FocusedHeading({ id, children }: { id: string; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}

/** The sessions a prune would remove, listed before anything changes. */
function ConfirmPrune({
  gone,
  onConfirm,
  onCancel,
}: {
  gone: readonly GoneSession[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Section aria-labelledby="prune-heading" data-testid="prune-confirm">
      <FocusedHeading id="prune-heading">{t('programImport.confirmTitle')}</FocusedHeading>
      <p>{t('programImport.confirmText', { count: gone.length })}</p>
      <ul>
        {gone.map((g) => (
          <li key={g.id} dir="auto">
            {g.title}
          </li>
        ))}
      </ul>
      <Actions>
        <Button type="button" onClick={onConfirm}>
          {t('programImport.confirm', { count: gone.length })}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('programImport.cancel')}
        </Button>
      </Actions>
    </Section>
  );
}

/** What the import did: the counts, the entries it rejected and why, the sessions it kept or removed. */
function Summary({ summary }: { summary: ProgramImportReply }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const number = new Intl.NumberFormat(i18n.language);
  const figures = [
    ['sessions', summary.sessions],
    ['created', summary.created],
    ['updated', summary.updated],
    ['unchanged', summary.unchanged],
    ['removed', summary.removed],
    ['rejected', summary.rejected.length],
    ['peopleMatched', summary.people.matched],
    ['peopleCreated', summary.people.created],
  ] as const;
  const kept = summary.removed === 0 ? summary.gone : [];
  return (
    <Section aria-labelledby="summary-heading" data-testid="import-summary">
      <FocusedHeading id="summary-heading">{t('programImport.summaryTitle')}</FocusedHeading>
      <p>{t('programImport.format', { format: t(`programImport.formats.${summary.format}`) })}</p>
      <Figures>
        {figures.map(([key, n]) => (
          <div key={key} data-testid={`import-${key}`}>
            <dt>{t(`programImport.${key}`)}</dt>
            <dd>{number.format(n)}</dd>
          </div>
        ))}
      </Figures>
      {summary.rejected.length > 0 ? (
        <>
          <h3>{t('programImport.rejectedTitle')}</h3>
          <ul data-testid="import-rejected-entries">
            {summary.rejected.map((r) => (
              <li key={`${r.where}|${r.reason}`}>
                <bdi>{r.title || r.where}</bdi> ({r.where}): {r.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {kept.length > 0 ? (
        <>
          <p>{t('programImport.kept', { count: kept.length })}</p>
          <ul data-testid="import-kept">
            {kept.map((g) => (
              <li key={g.id} dir="auto">
                {g.title}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}

/**
 * Import Program at /main/admin/program-import (admins): a schedule file (frab/Pentabarf schedule.xml, c3voc
 * schedule.json or iCal) uploaded with a progress bar, an option to remove the sessions an earlier import had
 * and the file no longer has (listed to confirm first), then the summary or the server's error naming the line,
 * column or field. Rendered from the programImport machine.
 */
export function ProgramImportPage({ calls }: { calls: Pick<ProgramImportCalls, 'importProgram'> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [logic] = useState(() => liveProgramImport(calls));
  const [snapshot, send] = useMachine(logic, { inspect, input: { maxBytes: SCHEDULE_MAX_BYTES } });
  const view = programImportView(snapshot);
  const fileId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'IMPORT.START' });
  };
  const fields = (view.failure?.fields ?? []).filter(
    (f) => f.path !== '(file)' && f.message !== view.failure?.message,
  );
  return (
    <AdminPage data-testid="program-import" data-state={view.state}>
      <PageTitle page={t('programImport.title')} />
      <h1>{t('programImport.title')}</h1>
      <p>{t('programImport.intro')}</p>
      <Form noValidate onSubmit={submit} aria-busy={view.busy}>
        <Field>
          <label htmlFor={fileId}>{t('programImport.file')}</label>
          <input
            id={fileId}
            type="file"
            accept=".xml,.json,.ics,application/xml,text/xml,application/json,text/calendar"
            disabled={!view.canChoose}
            aria-invalid={view.tooLarge}
            aria-describedby={`${fileId}-hint`}
            onChange={(e) => send({ type: 'IMPORT.CHOOSE', file: e.currentTarget.files?.[0] ?? null })}
          />
          <span id={`${fileId}-hint`} className={view.tooLarge ? 'problem' : 'hint'}>
            {t(view.tooLarge ? 'programImport.tooLarge' : 'programImport.fileHint', { size: MAX_MB })}
          </span>
        </Field>
        <label className="choice">
          <input
            type="checkbox"
            checked={view.prune}
            disabled={!view.canChoose}
            onChange={(e) => send({ type: 'IMPORT.PRUNE', prune: e.currentTarget.checked })}
          />
          <span>
            {t('programImport.prune')}
            <br />
            <span className="hint">{t('programImport.pruneHint')}</span>
          </span>
        </label>
        <Button type="submit" disabled={!view.canStart}>
          {t('programImport.start')}
        </Button>
      </Form>
      {view.progress ? <ImportProgress progress={view.progress} /> : null}
      {view.confirm ? (
        <ConfirmPrune
          gone={view.confirm}
          onConfirm={() => send({ type: 'IMPORT.CONFIRM' })}
          onCancel={() => send({ type: 'IMPORT.CANCEL' })}
        />
      ) : null}
      {view.failure ? (
        <Alert tone="error" title={t('programImport.failed')}>
          <p data-testid="import-failure">{view.failure.message}</p>
          {fields.length > 0 ? (
            <ul>
              {fields.map((f) => (
                <li key={`${f.path}|${f.message}`}>
                  <code>{f.path}</code>: {f.message}
                </li>
              ))}
            </ul>
          ) : null}
          <p>{t('programImport.nothingChanged')}</p>
        </Alert>
      ) : null}
      {view.summary ? <Summary summary={view.summary} /> : null}
    </AdminPage>
  );
}
