import type { ProfileField } from '../../../schemas/profile';

interface FieldConfig {
  name: string;
  label: string;
  /** Choice values and their labels (select fields). */
  choices: Map<string, string>;
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
    return [{ name: text(e.field) ?? `CustomField_${i + 1}`, label, choices }];
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
