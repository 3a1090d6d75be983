import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { settingsEditorMachine } from '../../machines/settingsEditor';
import { settingsEditorView } from '../../machines/settingsEditor.view';
import { LOADED } from './models/settingsEditor.model';

describe('settingsEditorView', () => {
  it('loads, names a wrong field next to its path and refuses saving, then saves once put right', async () => {
    const actor = createActor(
      settingsEditorMachine.provide({ actors: { fetchSettings: fromPromise(async () => LOADED) } }),
    ).start();
    expect(settingsEditorView(actor.getSnapshot())).toMatchObject({ loading: true, canSave: false });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(settingsEditorView(actor.getSnapshot())).toMatchObject({
      state: 'editing',
      version: LOADED.version,
      errors: {},
      canEdit: true,
    });
    actor.send({ type: 'SETTINGS.EDIT', path: ['primary_color'], value: 'not a colour!' });
    const invalid = settingsEditorView(actor.getSnapshot());
    expect(invalid).toMatchObject({ state: 'invalid', notice: 'settingsEditor.invalid', canSave: false });
    expect(invalid.errors.primary_color).toBeTruthy();
    actor.send({ type: 'SETTINGS.EDIT', path: ['primary_color'], value: '#123456' });
    expect(settingsEditorView(actor.getSnapshot())).toMatchObject({
      state: 'editing',
      errors: {},
      canEdit: true,
    });
  });
});
