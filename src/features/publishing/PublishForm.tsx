import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n';
import styled from 'styled-components';
import type { NotificationContext } from '../../../schemas/notificationPost';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SafeHtml } from '../../ui/SafeHtml';
import { useFormSubmission } from '../../ui/useFormSubmission';
import { EMPTY_FORM, formProblems, type PublishFormValues, requestOf } from './publishForm';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(240px, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.drawer}px) {
    grid-template-columns: 1fr;
  }
  fieldset { border: none; margin: 0 0 ${({ theme }) => theme.space(3)}; padding: 0; }
  legend, label > span { display: block; font-weight: 600; margin-bottom: ${({ theme }) => theme.space(1)}; }
  input:not([type='checkbox']):not([type='radio']), textarea, select { width: 100%; min-height: 40px; font: inherit; padding: 0 8px; }
  textarea { min-height: 6rem; padding: 8px; }
  .choice { display: inline-flex; gap: 6px; align-items: center; margin-inline-end: 16px; min-height: 32px; }
  .problem { color: ${({ theme }) => theme.colors.danger}; margin: 4px 0 0; }
`;
const Preview = styled.aside`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0 0 8px; font-size: 1rem; }
  h3 { margin: 0 0 4px; font-size: 1rem; }
`;

const TARGETS: readonly (NotificationContext | '')[] = [
  '',
  'Session',
  'Exhibitor',
  'external_link',
  'lounge',
];
const TARGET_KEYS: Record<NotificationContext | '', string> = {
  '': 'none',
  Session: 'session',
  Exhibitor: 'exhibitor',
  external_link: 'externalLink',
  lounge: 'lounge',
};

/** The publishing form with its live 'Post Preview' (001 §2, §5). */
export function PublishForm({
  initial = EMPTY_FORM,
  timeZone,
  send,
  onSaved,
  onCancel,
}: {
  initial?: PublishFormValues;
  timeZone: string;
  send: (request: ReturnType<typeof requestOf>) => Promise<unknown>;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [v, setV] = useState<PublishFormValues>(initial);
  const [tried, setTried] = useState(false);
  const submission = useFormSubmission(async (values: PublishFormValues) => {
    await send(requestOf(values, timeZone));
    onSaved();
    if (initial === EMPTY_FORM) setV(EMPTY_FORM);
    setTried(false);
  });
  const problems = tried ? formProblems(v, timeZone) : {};
  const set = <K extends keyof PublishFormValues>(key: K, value: PublishFormValues[K]) =>
    setV({ ...v, [key]: value });
  const problem = (path: string) =>
    problems[path] ? (
      <p className="problem" id={`problem-${path}`}>
        {t(problems[path])}
      </p>
    ) : null;
  const described = (path: string) =>
    problems[path] ? { 'aria-describedby': `problem-${path}`, 'aria-invalid': true } : {};

  return (
    <Form
      noValidate
      data-state={submission.view.state}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (Object.keys(formProblems(v, timeZone)).length === 0) submission.submit(v);
      }}
    >
      <div>
        <fieldset>
          <legend>{t('publishing.type')}</legend>
          {(['instant', 'scheduled', 'range'] as const).map((type) => (
            <label key={type} className="choice">
              <input type="radio" name="type" checked={v.type === type} onChange={() => set('type', type)} />
              {t(`publishing.${type}`)}
            </label>
          ))}
        </fieldset>
        {v.type === 'instant' && (
          <fieldset {...described('actions')}>
            <legend>{t('publishing.options')}</legend>
            <label className="choice">
              <input type="checkbox" checked={v.live} onChange={(e) => set('live', e.target.checked)} />
              {t('publishing.live')}
            </label>
            <label className="choice">
              <input type="checkbox" checked={v.lobby} onChange={(e) => set('lobby', e.target.checked)} />
              {t('publishing.lobby')}
            </label>
            {problem('actions')}
          </fieldset>
        )}
        {v.type !== 'instant' && (
          <fieldset>
            <legend>{t('publishing.time')}</legend>
            <p>{t('publishing.zoneNote', { zone: timeZone })}</p>
            <label>
              <span>{t('publishing.start')}</span>
              <input
                type="datetime-local"
                value={v.start}
                onChange={(e) => set('start', e.target.value)}
                {...described('startTime')}
              />
            </label>
            {problem('startTime')}
            {v.type === 'range' && (
              <label>
                <span>{t('publishing.end')}</span>
                <input
                  type="datetime-local"
                  value={v.end}
                  onChange={(e) => set('end', e.target.value)}
                  {...described('endTime')}
                />
              </label>
            )}
            {problem('endTime')}
          </fieldset>
        )}
        <label className="choice">
          <input type="checkbox" checked={v.isSticky} onChange={(e) => set('isSticky', e.target.checked)} />
          {t('publishing.pinned')}
        </label>
        <label>
          <span>{t('publishing.titleLabel')}</span>
          <input value={v.title} onChange={(e) => set('title', e.target.value)} {...described('title')} />
        </label>
        {problem('title')}
        <label>
          <span>{t('publishing.message')}</span>
          <textarea
            value={v.message}
            onChange={(e) => set('message', e.target.value)}
            {...described('message')}
          />
        </label>
        {problem('message')}
        <label>
          <span>{t('publishing.target')}</span>
          <select
            value={v.contextType}
            onChange={(e) => set('contextType', e.target.value as NotificationContext | '')}
          >
            {TARGETS.map((target) => (
              <option key={target} value={target}>
                {t(`publishing.${TARGET_KEYS[target]}`)}
              </option>
            ))}
          </select>
        </label>
        {(v.contextType === 'Session' || v.contextType === 'Exhibitor') && (
          <label>
            <span>{t('publishing.targetId')}</span>
            <input
              value={v.contextId}
              onChange={(e) => set('contextId', e.target.value)}
              {...described('contextId')}
            />
          </label>
        )}
        {problem('contextId')}
        {v.contextType === 'external_link' && (
          <label>
            <span>{t('publishing.link')}</span>
            <input
              type="url"
              value={v.linkButtonURL}
              onChange={(e) => set('linkButtonURL', e.target.value)}
              {...described('linkButtonURL')}
            />
          </label>
        )}
        {problem('linkButtonURL')}
        {v.contextType && (
          <label>
            <span>{t('publishing.buttonTitle')}</span>
            <input
              value={v.linkButtonTitle}
              onChange={(e) => set('linkButtonTitle', e.target.value)}
              {...described('linkButtonTitle')}
            />
          </label>
        )}
        {problem('linkButtonTitle')}
        <label>
          <span>{t('publishing.tags')}</span>
          <input value={v.tags} onChange={(e) => set('tags', e.target.value)} />
        </label>
        {submission.view.notice === 'sent' && <Alert tone="info">{t('publishing.published')}</Alert>}
        {submission.view.notice === 'failed' && <Alert tone="error">{t('publishing.failed')}</Alert>}
        <p>
          <Button type="submit" disabled={submission.view.sending}>
            {initial === EMPTY_FORM ? t('publishing.publish') : t('publishing.save')}
          </Button>{' '}
          {onCancel && (
            <Button type="button" $variant="link" onClick={onCancel}>
              {t('publishing.cancel')}
            </Button>
          )}
        </p>
      </div>
      <Preview aria-labelledby="post-preview">
        <h2 id="post-preview">{t('publishing.preview')}</h2>
        <h3>{v.title}</h3>
        <SafeHtml html={v.message.trim() ? requestOf(v, timeZone).message : ''} />
        {v.contextType && v.linkButtonTitle && (
          <p>
            <strong>{v.linkButtonTitle} →</strong>
          </p>
        )}
      </Preview>
    </Form>
  );
}
