/**
 * What the settings editor shows for a snapshot of the settingsEditor machine: the draft and the saved version,
 * each wrong field's message by its path (the schema's while editing, the server's after a refused save), the
 * versions with the one being restored, the notice of the last answer, and the events allowed now.
 */
import type { SnapshotFrom } from 'xstate';
import type { SettingsVersionEntry } from '../schemas/settingsEditor';
import type { SettingsDraft, settingsEditorMachine } from './settingsEditor';
import { stateName } from './support/stateName';

/** The notices the editor shows: a save or undo done, a field to put right. */
export const SETTINGS_EDITOR_TEXT_KEYS = ['settingsEditor.saved', 'settingsEditor.invalid'] as const;

export type SettingsEditorSnapshot = SnapshotFrom<typeof settingsEditorMachine>;

export interface SettingsEditorView {
  readonly state: string;
  readonly loading: boolean;
  /** Saving or restoring: the form waits. */
  readonly busy: boolean;
  readonly draft: SettingsDraft;
  readonly version: number | null;
  readonly versions: readonly SettingsVersionEntry[];
  /** The message of each wrong field, by its dotted path. */
  readonly errors: Readonly<Record<string, string>>;
  readonly restoring: number | null;
  /** The dotted path of the field whose image is on its way. */
  readonly uploading: string | null;
  /** The text key of what just happened. */
  readonly notice: (typeof SETTINGS_EDITOR_TEXT_KEYS)[number] | null;
  readonly failure: string | null;
  readonly canEdit: boolean;
  readonly canSave: boolean;
  readonly canDiscard: boolean;
  readonly canRestore: boolean;
  readonly canRetry: boolean;
  readonly canUpload: boolean;
}

export function settingsEditorView(s: SettingsEditorSnapshot): SettingsEditorView {
  const { saved, draft, issues, failure, restoring, uploading } = s.context;
  const wrong = s.matches('invalid') ? issues : s.matches('failed') ? (failure?.fields ?? []) : [];
  const errors: Record<string, string> = {};
  for (const f of wrong) errors[f.path] ??= f.message;
  return {
    state: stateName(s.value),
    loading: s.matches('loading'),
    busy: s.matches('saving') || s.matches('restoring') || s.matches('uploading'),
    draft,
    version: saved?.version ?? null,
    versions: saved?.versions ?? [],
    errors,
    restoring: s.matches('restoring') ? restoring : null,
    uploading: s.matches('uploading') ? (uploading ?? []).join('.') : null,
    notice: s.matches('saved')
      ? 'settingsEditor.saved'
      : s.matches('invalid')
        ? 'settingsEditor.invalid'
        : null,
    failure: s.matches('failed') || s.matches('loadFailed') ? (failure?.message ?? null) : null,
    canEdit: s.can({ type: 'SETTINGS.EDIT', path: [], value: undefined }),
    canSave: s.can({ type: 'SETTINGS.SAVE' }),
    canDiscard: s.can({ type: 'SETTINGS.DISCARD' }),
    canRestore: s.can({ type: 'SETTINGS.RESTORE', version: 1 }),
    canRetry: s.can({ type: 'SETTINGS.RETRY' }),
    canUpload: s.can({ type: 'SETTINGS.UPLOAD', path: [], file: new Blob() }),
  };
}
