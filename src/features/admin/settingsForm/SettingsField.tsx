import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../../i18n';
import { isOn } from '../../../../schemas/eventConfig';
import { contrastShortfall, pickerValue } from './colourContrast';
import { JsonField } from './JsonField';
import type { FieldSpec } from './schemaFields';

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** What a text box's content becomes in the document: nothing when empty, a number where one is wanted. */
function fromText(text: string, kind: 'text' | 'number' | 'numberOrText', before: unknown): unknown {
  if (text === '') return undefined;
  if (kind === 'number' && NUMBER.test(text.trim())) return Number(text);
  if (kind === 'numberOrText' && typeof before === 'number' && NUMBER.test(text.trim())) return Number(text);
  return text;
}

const asText = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : String(value);

export interface SettingsFieldProps {
  readonly spec: FieldSpec;
  readonly value: unknown;
  readonly error: string | undefined;
  readonly disabled: boolean;
  /** A key that names the event: shown, not edited. */
  readonly fixed: boolean;
  readonly onChange: (value: unknown) => void;
  /** An image field's file chosen to upload; absent where uploads cannot start now. */
  readonly onUpload?: ((file: Blob) => void) | undefined;
  /** This field's image is on its way. */
  readonly uploading?: boolean;
}

/** One field of the settings document: its control, its help, and the message of what is wrong with it. */
export function SettingsField({
  spec,
  value,
  error,
  disabled,
  fixed,
  onChange,
  onUpload,
  uploading = false,
}: SettingsFieldProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { control } = spec;
  const hint = fixed ? t('settingsEditor.fixedKey') : spec.description;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    disabled: disabled || fixed,
    'aria-invalid': error !== undefined,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
  const shortfall =
    control.kind === 'colour' && typeof value === 'string' && !error
      ? contrastShortfall(spec.key, value)
      : null;

  const input = (() => {
    switch (control.kind) {
      case 'checkbox':
        return (
          <input
            {...common}
            type="checkbox"
            checked={isOn(value as boolean | 0 | 1 | undefined)}
            onChange={(e) =>
              onChange(typeof value === 'number' ? Number(e.currentTarget.checked) : e.currentTarget.checked)
            }
          />
        );
      case 'select':
        return (
          <select
            {...common}
            value={asText(value)}
            onChange={(e) => {
              const chosen = control.options.find((o) => String(o) === e.currentTarget.value);
              onChange(chosen);
            }}
          >
            <option value="">{t('settingsEditor.unset')}</option>
            {control.options.map((o) => (
              <option key={String(o)} value={String(o)}>
                {String(o)}
              </option>
            ))}
          </select>
        );
      case 'json':
        return (
          <JsonField
            id={id}
            value={value}
            describedBy={describedBy}
            invalid={error !== undefined}
            disabled={disabled}
            onChange={onChange}
          />
        );
      case 'colour':
        return (
          <span className="colour">
            <input
              type="color"
              value={pickerValue(asText(value))}
              disabled={disabled}
              aria-label={t('settingsEditor.pickColour', { field: spec.title })}
              onChange={(e) => onChange(e.currentTarget.value)}
            />
            <input
              {...common}
              type="text"
              value={asText(value)}
              onChange={(e) => onChange(fromText(e.currentTarget.value, 'text', value))}
            />
          </span>
        );
      default: {
        const kind = control.kind === 'image' ? 'text' : control.kind;
        return (
          <input
            {...common}
            type={control.kind === 'image' ? 'url' : 'text'}
            inputMode={kind === 'number' ? 'decimal' : undefined}
            value={asText(value)}
            onChange={(e) => onChange(fromText(e.currentTarget.value, kind, value))}
          />
        );
      }
    }
  })();

  const label = (
    <label htmlFor={id} className={control.kind === 'checkbox' ? 'choice' : undefined}>
      {control.kind === 'checkbox' ? input : null}
      <span>{spec.title}</span>
    </label>
  );
  return (
    <div className="field" data-field={spec.path.join('.')} data-invalid={error !== undefined}>
      {label}
      {control.kind === 'checkbox' ? null : input}
      {hint ? (
        <span id={hintId} className="hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="problem" data-testid="field-error">
          {error}
        </span>
      ) : null}
      {shortfall ? (
        <span className="warning" role="status" data-testid="contrast-warning">
          {t('settingsEditor.contrast', { ratio: shortfall.ratio, against: shortfall.against })}
        </span>
      ) : null}
      {control.kind === 'image' ? (
        <label className="upload">
          <span>{t(uploading ? 'settingsEditor.uploading' : 'settingsEditor.upload')}</span>
          <input
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            disabled={disabled || !onUpload}
            aria-label={t('settingsEditor.uploadFor', { field: spec.title })}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file && onUpload) onUpload(file);
              e.currentTarget.value = '';
            }}
          />
        </label>
      ) : null}
      {control.kind === 'image' && typeof value === 'string' && value !== '' ? (
        <img className="preview" src={value} alt={t('settingsEditor.imagePreview', { field: spec.title })} />
      ) : null}
    </div>
  );
}
