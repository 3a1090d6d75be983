import type { FieldError } from '../../../schemas/errors';
import type { EditableField, ProfileField } from '../../../schemas/profile';

interface FieldConfig {
  name: string;
  label: string;
  /** Choice values and their labels (select fields). */
  choices: Map<string, string>;
  /** A multi-select (field_type or content_type names `multi`). */
  multiple: boolean;
}

const text = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;

/**
 * The event's profile_custom_fields, read leniently (its shape is the organiser's): each entry has a `label`,
 * optionally `field` (the user's `CustomField_{n}` key; by default its position, from 1) and `values` (choices,
 * as text or `{ value, label }`). Entries without a label are skipped.
 */
export function fieldConfigs(config: unknown): FieldConfig[] {
  if (!Array.isArray(config)) return [];
  return config.flatMap((entry, i): FieldConfig[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const e = entry as Record<string, unknown>;
    const label = text(e.label);
    if (!label) return [];
    const choices = new Map<string, string>();
    for (const v of Array.isArray(e.values) ? e.values : []) {
      if (typeof v === 'object' && v !== null) {
        const value = text((v as Record<string, unknown>).value);
        if (value !== undefined) choices.set(value, text((v as Record<string, unknown>).label) ?? value);
      }
    }
    const multiple = /multi/i.test(`${text(e.field_type) ?? ''} ${text(e.content_type) ?? ''}`);
    return [{ name: text(e.field) ?? `CustomField_${i + 1}`, label, choices, multiple }];
  });
}

/** The person's answers to the event's custom fields, as labelled text (lists joined); empty answers left out. */
export function customFieldsOf(config: unknown, answers: Record<string, string | string[]>): ProfileField[] {
  return fieldConfigs(config).flatMap((f): ProfileField[] => {
    const raw = answers[f.name];
    const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
      .map((v) => f.choices.get(v) ?? v)
      .filter((v) => v.trim() !== '');
    return values.length > 0 ? [{ label: f.label, value: values.join(', ') }] : [];
  });
}

/** The fields as the owner's edit form shows them, with the current answers. */
export function editableFields(config: unknown, answers: Record<string, string | string[]>): EditableField[] {
  return fieldConfigs(config).map((f) => ({
    name: f.name,
    label: f.label,
    multiple: f.multiple,
    choices: [...f.choices].map(([value, label]) => ({ value, label })),
    value: answers[f.name] ?? (f.multiple ? [] : ''),
  }));
}

/** The answers of an edit, checked against the configuration: unknown fields and values not offered are refused. */
export function checkAnswers(
  config: unknown,
  answers: Record<string, string | readonly string[]>,
): FieldError[] {
  const fields = new Map(fieldConfigs(config).map((f) => [f.name, f]));
  return Object.entries(answers).flatMap(([name, value]): FieldError[] => {
    const path = `custom_fields.${name}`;
    const f = fields.get(name);
    if (!f) return [{ path, message: 'is not a field of this event' }];
    const values = typeof value === 'string' ? [value] : value;
    if (Array.isArray(value) && !f.multiple) return [{ path, message: 'takes one value' }];
    if (f.choices.size > 0 && values.some((v) => v !== '' && !f.choices.has(v)))
      return [{ path, message: 'is not one of the choices' }];
    return [];
  });
}
