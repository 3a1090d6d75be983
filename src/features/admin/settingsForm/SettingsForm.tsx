import { getIn } from '../../../../machines/support/setIn';
import { FIXED_SETTINGS_KEYS } from '../../../../schemas/settingsEditor';
import { SettingsField } from './SettingsField';
import type { GroupSpec } from './schemaFields';

const FIXED: ReadonlySet<string> = new Set(FIXED_SETTINGS_KEYS);

/** The message for a field: its own, or the first of a value inside it (a JSON field's list item). */
export function errorAt(
  errors: Readonly<Record<string, string>>,
  path: readonly string[],
): string | undefined {
  const key = path.join('.');
  if (errors[key] !== undefined) return errors[key];
  const inner = Object.keys(errors).find((k) => k.startsWith(`${key}.`));
  return inner === undefined ? undefined : `${inner.slice(key.length + 1)}: ${errors[inner]}`;
}

const hasErrorIn = (errors: Readonly<Record<string, string>>, group: GroupSpec) =>
  Object.keys(errors).some((k) => k.startsWith(`${group.path.join('.')}.`));

interface FormProps {
  readonly group: GroupSpec;
  readonly draft: Readonly<Record<string, unknown>>;
  readonly errors: Readonly<Record<string, string>>;
  readonly disabled: boolean;
  readonly onEdit: (path: readonly string[], value: unknown) => void;
  /** Uploads an image for an image field; absent while uploads cannot start. */
  readonly onUpload?: ((path: readonly string[], file: Blob) => void) | undefined;
  /** The dotted path of the field whose image is on its way. */
  readonly uploading?: string | null;
}

function Fields({ group, draft, errors, disabled, onEdit, onUpload, uploading }: FormProps) {
  return (
    <>
      {group.fields.map((f) => (
        <SettingsField
          key={f.key}
          spec={f}
          value={getIn(draft, f.path)}
          error={errorAt(errors, f.path)}
          disabled={disabled}
          fixed={f.path.length === 1 && FIXED.has(f.key)}
          onChange={(value) => onEdit(f.path, value)}
          onUpload={onUpload ? (file) => onUpload(f.path, file) : undefined}
          uploading={uploading === f.path.join('.')}
        />
      ))}
    </>
  );
}

/** A nested object of the document: folded, unless a field of it is wrong. */
function Group(props: FormProps) {
  const { group, errors } = props;
  return (
    <details
      className="group"
      data-group={group.path.join('.')}
      open={hasErrorIn(errors, group) || undefined}
    >
      <summary>{group.title}</summary>
      {group.description ? <p className="hint">{group.description}</p> : null}
      <Fields {...props} />
      {group.groups.map((g) => (
        <Group key={g.key} {...props} group={g} />
      ))}
    </details>
  );
}

/** The whole document as a form: the top-level fields under `generalTitle`, then a group per nested object. */
export function SettingsForm(props: FormProps & { readonly generalTitle: string }) {
  const { group, generalTitle } = props;
  return (
    <>
      <details className="group" data-group="" open>
        <summary>{generalTitle}</summary>
        <Fields {...props} />
      </details>
      {group.groups.map((g) => (
        <Group key={g.key} {...props} group={g} />
      ))}
    </>
  );
}
