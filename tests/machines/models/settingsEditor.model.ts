import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { settingsEditorMachine } from '../../../machines/settingsEditor';
import { settingsEditorView } from '../../../machines/settingsEditor.view';
import type { SettingsDocumentReply } from '../../../schemas/settingsEditor';
import type { MachineModel } from '../model';

type Machine = typeof settingsEditorMachine;
type Ev = EventFromLogic<Machine>;

const entry = (version: number) => ({
  version,
  savedAt: '2026-11-22T12:00:00.000Z',
  savedBy: version === 1 ? null : 'u-admin',
  savedByName: version === 1 ? '' : 'Grace Hopper',
  restoredFrom: null,
});
export const LOADED: SettingsDocumentReply = {
  version: 1,
  settings: { source_hex: 'hexdemo', conferenceid: '100', confurlid: 'demo', title: 'Demo' },
  versions: [entry(1)],
};
export const SAVED: SettingsDocumentReply = {
  version: 2,
  settings: { ...LOADED.settings, title: 'Renamed' },
  versions: [entry(2), entry(1)],
};
export const IMAGE_URL = '/api/settings-images/00000000-0000-0000-0000-000000000001';
export const SERVER_MESSAGE = 'title: Expected string';

/** The real machine; its calls never settle by themselves: the paths send their done and error events. */
export const settingsEditorTestMachine = settingsEditorMachine.provide({
  actors: {
    fetchSettings: fromPromise(() => new Promise<SettingsDocumentReply>(() => {})),
    saveSettings: fromPromise(() => new Promise<SettingsDocumentReply>(() => {})),
    restoreVersion: fromPromise(() => new Promise<SettingsDocumentReply>(() => {})),
    uploadImage: fromPromise(() => new Promise<{ url: string }>(() => {})),
  },
});

const failure = { message: SERVER_MESSAGE, fields: [{ path: 'title', message: 'Expected string' }] };
const events: Ev[] = [
  { type: 'SETTINGS.EDIT', path: ['title'], value: 'Renamed' },
  { type: 'SETTINGS.EDIT', path: ['cacheDelta'], value: 'soon' },
  { type: 'SETTINGS.SAVE' },
  { type: 'SETTINGS.DISCARD' },
  { type: 'SETTINGS.RESTORE', version: 1 },
  { type: 'SETTINGS.RETRY' },
  { type: 'SETTINGS.UPLOAD', path: ['login_form', 'logo'], file: new Blob(['png']) },
  { type: 'xstate.done.actor.uploadImage', output: { url: IMAGE_URL } } as unknown as Ev,
  { type: 'xstate.error.actor.uploadImage', error: failure } as unknown as Ev,
  { type: 'xstate.done.actor.fetchSettings', output: LOADED } as unknown as Ev,
  { type: 'xstate.error.actor.fetchSettings', error: { message: 'offline' } } as unknown as Ev,
  { type: 'xstate.done.actor.saveSettings', output: SAVED } as unknown as Ev,
  { type: 'xstate.error.actor.saveSettings', error: failure } as unknown as Ev,
  { type: 'xstate.done.actor.restoreVersion', output: SAVED } as unknown as Ev,
  { type: 'xstate.error.actor.restoreVersion', error: failure } as unknown as Ev,
];

function meaning(s: SnapshotFrom<Machine>, step: { event: { type: string } }) {
  const view = settingsEditorView(s);
  const { draft, saved } = s.context;
  const unchanged = JSON.stringify(draft) === JSON.stringify(saved?.settings);
  expect(view.state).toBe(String(s.value));
  if (s.matches('loading')) {
    expect(view).toMatchObject({ loading: true, busy: false, canEdit: false, canSave: false, version: null });
  } else if (s.matches('loadFailed')) {
    expect(view).toMatchObject({ loading: false, failure: 'offline', canRetry: true, canEdit: false });
  } else if (s.matches('editing')) {
    expect(view).toMatchObject({ busy: false, errors: {}, canEdit: true, canRestore: true, failure: null });
    // Nothing to send when the draft is the saved document.
    expect(view.canSave).toBe(!unchanged);
    expect(view.draft).toBe(draft);
    expect(view.canUpload).toBe(true);
    // The uploaded image's address is the field's value, until another edit or a save replaces the draft.
    if (step.event.type === 'xstate.done.actor.uploadImage')
      expect((draft.login_form as { logo?: string } | undefined)?.logo).toBe(IMAGE_URL);
  } else if (s.matches('invalid')) {
    expect(view.errors).toEqual({ cacheDelta: expect.stringMatching(/Expected number/) });
    expect(view).toMatchObject({ notice: 'settingsEditor.invalid', canSave: false, canEdit: true });
    expect(view).toMatchObject({ canDiscard: true, canRestore: true });
  } else if (s.matches('saving') || s.matches('restoring') || s.matches('uploading')) {
    expect(view).toMatchObject({ busy: true, canEdit: false, canSave: false, canRestore: false });
    expect(view.canUpload).toBe(false);
    expect(view.restoring).toBe(s.matches('restoring') ? 1 : null);
    expect(view.uploading).toBe(s.matches('uploading') ? 'login_form.logo' : null);
  } else if (s.matches('saved')) {
    expect(view).toMatchObject({ notice: 'settingsEditor.saved', version: 2, canSave: false, errors: {} });
    expect(view.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(view.draft).toEqual(SAVED.settings);
  } else if (s.matches('failed')) {
    expect(view).toMatchObject({ failure: SERVER_MESSAGE, errors: { title: 'Expected string' } });
    expect(view).toMatchObject({ canSave: true, canEdit: true, canRestore: true, busy: false });
  } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
  if (!s.matches('loading') && !s.matches('loadFailed')) expect(saved).not.toBeNull();
}

export const settingsEditorModel: MachineModel<typeof settingsEditorTestMachine> = {
  name: 'settingsEditor',
  machine: settingsEditorTestMachine,
  inputs: [{ label: 'an admin opens the editor', input: undefined as never }],
  events: () => events,
  meaning,
  transitionPaths: true,
};
