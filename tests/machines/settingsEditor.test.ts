import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type SaveSettingsInput, settingsEditorMachine } from '../../machines/settingsEditor';
import { settingsEditorView } from '../../machines/settingsEditor.view';
import type { SettingsDocumentReply } from '../../schemas/settingsEditor';
import { modelPaths, replay } from './model';
import { LOADED, SAVED, settingsEditorModel } from './models/settingsEditor.model';

describe('settingsEditor', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(settingsEditorModel);
    expect(paths.length).toBeGreaterThanOrEqual(8);
    for (const p of paths) replay(settingsEditorModel, p);
  });

  it('sends the edited draft with the version it was edited from; an emptied field leaves the document', async () => {
    const sent: SaveSettingsInput[] = [];
    const actor = createActor(
      settingsEditorMachine.provide({
        actors: {
          fetchSettings: fromPromise(
            async (): Promise<SettingsDocumentReply> => ({
              ...LOADED,
              settings: { ...LOADED.settings, login_form: { logo: '/logo.png' } },
            }),
          ),
          saveSettings: fromPromise(async ({ input }) => {
            sent.push(input);
            return SAVED;
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'SETTINGS.EDIT', path: ['login_form', 'logo'], value: undefined });
    actor.send({ type: 'SETTINGS.EDIT', path: ['title'], value: 'Renamed' });
    actor.send({ type: 'SETTINGS.SAVE' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(sent).toEqual([{ settings: SAVED.settings, baseVersion: 1 }]);
  });

  it('refuses to save while a field is wrong, naming it, until it is put right', async () => {
    const actor = createActor(
      settingsEditorMachine.provide({ actors: { fetchSettings: fromPromise(async () => LOADED) } }),
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'SETTINGS.EDIT', path: ['primary_color'], value: 'not a colour!' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(Object.keys(settingsEditorView(actor.getSnapshot()).errors)).toEqual(['primary_color']);
    actor.send({ type: 'SETTINGS.SAVE' });
    expect(actor.getSnapshot().value).toBe('invalid');
    actor.send({ type: 'SETTINGS.EDIT', path: ['primary_color'], value: '#7a1f5c' });
    expect(actor.getSnapshot().value).toBe('editing');
  });
});
