/**
 * An admin's settings editor: loading the event's configuration document, then editing a draft of it (checked
 * with the event configuration schema at every change: invalid while a field is wrong, and then it cannot be
 * saved), saving (saved, or failed with the server's message and fields), restoring an earlier version (undo,
 * saved as the newest), uploading an image for an image field (its address becomes the field's value). Input:
 * none. Provide the actors fetchSettings, saveSettings ({ settings, baseVersion }) and restoreVersion
 * ({ version }), each answering the document with its version and versions, and uploadImage ({ file } to its url).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { FieldError } from '../schemas/errors';
import { checkEventConfig } from '../schemas/eventConfigIssues';
import type { SettingsDocumentReply, SettingsImageReply } from '../schemas/settingsEditor';
import { fieldsOf, messageOf } from './support/callError';
import { setIn } from './support/setIn';

export type SettingsDraft = Readonly<Record<string, unknown>>;

export type SettingsEditorEvent =
  /** A field's new value, by its path in the document; undefined leaves the (optional) field out. */
  | { type: 'SETTINGS.EDIT'; path: readonly string[]; value: unknown }
  | { type: 'SETTINGS.SAVE' }
  | { type: 'SETTINGS.DISCARD' }
  | { type: 'SETTINGS.RESTORE'; version: number }
  /** An image chosen for an image field: uploaded, then its address is the field's value. */
  | { type: 'SETTINGS.UPLOAD'; path: readonly string[]; file: Blob }
  | { type: 'SETTINGS.RETRY' };

export interface SaveSettingsInput {
  readonly settings: SettingsDraft;
  readonly baseVersion: number;
}

export interface SettingsEditorContext {
  /** The document as saved, its version and the versions; null until loaded. */
  readonly saved: SettingsDocumentReply | null;
  readonly draft: SettingsDraft;
  /** What the schema finds wrong in the draft, by field path. */
  readonly issues: readonly FieldError[];
  readonly failure: { readonly message: string; readonly fields: readonly FieldError[] } | null;
  /** The version being restored. */
  readonly restoring: number | null;
  /** The field whose image is on its way. */
  readonly uploading: readonly string[] | null;
}

const issuesOf = (draft: SettingsDraft) => {
  const checked = checkEventConfig(draft);
  return checked.ok ? [] : checked.fields;
};

const edit = { target: 'editing', actions: 'assignEdit' } as const;
const restore = { target: 'restoring', actions: 'assignRestoring' } as const;
const discard = { target: 'editing', actions: 'discardDraft' } as const;
const upload = { target: 'uploading', actions: 'assignUploading' } as const;
const onAnswer = { target: 'saved', actions: 'assignDocument' } as const;
const onFailure = { target: 'failed', actions: 'assignFailure' } as const;

export const settingsEditorMachine = setup({
  types: {
    context: {} as SettingsEditorContext,
    events: {} as SettingsEditorEvent,
  },
  actors: {
    fetchSettings: fromPromise<SettingsDocumentReply>(() => {
      throw new Error('fetchSettings not provided');
    }),
    saveSettings: fromPromise<SettingsDocumentReply, SaveSettingsInput>(() => {
      throw new Error('saveSettings not provided');
    }),
    restoreVersion: fromPromise<SettingsDocumentReply, { version: number }>(() => {
      throw new Error('restoreVersion not provided');
    }),
    uploadImage: fromPromise<SettingsImageReply, { file: Blob }>(() => {
      throw new Error('uploadImage not provided');
    }),
  },
  guards: {
    hasIssues: ({ context }) => context.issues.length > 0,
    /** The draft differs from the saved document. */
    isChanged: ({ context }) => JSON.stringify(context.draft) !== JSON.stringify(context.saved?.settings),
  },
  actions: {
    assignDocument: assign(({ event }) => {
      const saved = (event as unknown as { output: SettingsDocumentReply }).output;
      return { saved, draft: saved.settings, issues: [], failure: null, restoring: null };
    }),
    assignEdit: assign(({ context, event }) => {
      if (event.type !== 'SETTINGS.EDIT') return {};
      const draft = setIn(context.draft, event.path, event.value);
      return { draft, issues: issuesOf(draft), failure: null };
    }),
    assignUploading: assign(({ event }) =>
      event.type === 'SETTINGS.UPLOAD' ? { uploading: event.path, failure: null } : {},
    ),
    assignUploaded: assign(({ context, event }) => {
      const { url } = (event as unknown as { output: SettingsImageReply }).output;
      const draft = setIn(context.draft, context.uploading ?? [], url);
      return { draft, issues: issuesOf(draft), uploading: null };
    }),
    discardDraft: assign(({ context }) => ({
      draft: context.saved?.settings ?? {},
      issues: [],
      failure: null,
    })),
    assignRestoring: assign(({ event }) =>
      event.type === 'SETTINGS.RESTORE' ? { restoring: event.version, failure: null } : {},
    ),
    assignFailure: assign(({ event }) => {
      const error = (event as unknown as { error: unknown }).error;
      return {
        failure: { message: messageOf(error), fields: fieldsOf(error) },
        restoring: null,
        uploading: null,
      };
    }),
  },
}).createMachine({
  id: 'settingsEditor',
  context: { saved: null, draft: {}, issues: [], failure: null, restoring: null, uploading: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchSettings',
        src: 'fetchSettings',
        onDone: { target: 'editing', actions: 'assignDocument' },
        onError: { target: 'loadFailed', actions: 'assignFailure' },
      },
    },
    loadFailed: { on: { 'SETTINGS.RETRY': { target: 'loading' } } },
    editing: {
      always: { guard: 'hasIssues', target: 'invalid' },
      on: {
        'SETTINGS.EDIT': edit,
        'SETTINGS.SAVE': { guard: 'isChanged', target: 'saving' },
        'SETTINGS.DISCARD': discard,
        'SETTINGS.RESTORE': restore,
        'SETTINGS.UPLOAD': upload,
      },
    },
    /** A field is wrong: its message shows next to it, and the draft is not sent. */
    invalid: {
      on: {
        'SETTINGS.EDIT': edit,
        'SETTINGS.DISCARD': discard,
        'SETTINGS.RESTORE': restore,
        'SETTINGS.UPLOAD': upload,
      },
    },
    saving: {
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => ({ settings: context.draft, baseVersion: context.saved?.version ?? 0 }),
        onDone: onAnswer,
        onError: onFailure,
      },
    },
    restoring: {
      invoke: {
        id: 'restoreVersion',
        src: 'restoreVersion',
        input: ({ context }) => ({ version: context.restoring ?? 0 }),
        onDone: onAnswer,
        onError: onFailure,
      },
    },
    uploading: {
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        input: ({ event }) => ({ file: event.type === 'SETTINGS.UPLOAD' ? event.file : new Blob() }),
        onDone: { target: 'editing', actions: 'assignUploaded' },
        onError: onFailure,
      },
    },
    saved: { on: { 'SETTINGS.EDIT': edit, 'SETTINGS.RESTORE': restore, 'SETTINGS.UPLOAD': upload } },
    failed: {
      on: {
        'SETTINGS.EDIT': edit,
        'SETTINGS.SAVE': { target: 'saving' },
        'SETTINGS.DISCARD': discard,
        'SETTINGS.RESTORE': restore,
        'SETTINGS.UPLOAD': upload,
      },
    },
  },
});
